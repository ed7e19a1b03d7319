# Words about content that no single item holds (classes, timings, card kinds).
