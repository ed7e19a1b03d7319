# The Grail War: the steps of a decision and their labels.
