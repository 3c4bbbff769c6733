#!/usr/bin/env python3
"""Times joshbduncan's word-search-generator on the instances of
bench-word-search: one WordSearch(words, level=3, size=N) per seed
(level 3: all eight directions, as ours), seeded with random.seed(seed),
and prints per seed "seed CPU-ms placed-words" (CPU: time.process_time,
the same figure as bench-word-search's getrusage).  Run by
bench-word-search when WS_JOSHBDUNCAN names the generator's src/ folder
(Python 3.12 or later; its PDF and picture libraries are not needed to
generate, so stubs of fpdf and PIL on PYTHONPATH will do).

  joshbduncan-driver.py SRC-DIR SIZE SEEDS WORD,WORD,...
"""
import random
import sys
import time

sys.path.insert(0, sys.argv[1])
from word_search_generator import WordSearch  # noqa: E402

size, seeds, words = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
for seed in range(1, seeds + 1):
    random.seed(seed)
    t0 = time.process_time()
    puzzle = WordSearch(words, level=3, size=size)
    ms = (time.process_time() - t0) * 1e3
    print(seed, f"{ms:.3f}", len(puzzle.placed_words))
