# The Rules screen, How to play and its pictures.
