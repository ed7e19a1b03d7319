# The log lines made from the duel core's events.
