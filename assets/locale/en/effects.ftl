# Card and skill text generated from effect data.
