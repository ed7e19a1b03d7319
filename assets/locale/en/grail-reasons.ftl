# The Grail War: why an action cannot be taken now.
