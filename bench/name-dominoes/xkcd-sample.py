#!/usr/bin/env python3
"""Writes data/samples/name-dominoes.pzw from Norvig's notebook on xkcd 1970.

Usage: xkcd-sample.py NOTEBOOK.txt OUT.pzw

The 270 names and the synonym text are taken from the notebook's own
source (the arguments of its name_tiles and synonyms calls), not retyped,
and split the way the notebook splits them: upper case, the last
word one square and the words before it the other, so "Prince" becomes
('', 'PRINCE') and "Frank Lloyd Wright" ('FRANK LLOYD', 'WRIGHT').  Keeping
the notebook's tiles exactly makes the benchmark comparable with its figures.
"""
import json
import re
import sys


def between(text, start, end):
    i = text.index(start) + len(start)
    return text[i:text.index(end, i)]


def main(notebook, out):
    text = open(notebook, encoding="utf-8").read()
    names = between(text, 'xkcdtiles = name_tiles("""', '""")')
    synonyms = between(text, 'synsets = synonyms("""', '""", xkcdtiles)')
    tiles = [list(name.strip().rpartition(" ")[0::2]) for name in names.upper().split(",")]
    sets = [[s.strip() for s in group.strip().split("=")]
            for group in synonyms.upper().split(",")]
    assert len(tiles) == 270, len(tiles)
    doc = {
        "format": "puzzlewright",
        "version": 1,
        "kind": "name-dominoes",
        "metadata": {
            "title": "Name Dominoes (xkcd 1970)",
            "author": "Names from xkcd 1970 by Randall Munroe, via explainxkcd and "
                      "Peter Norvig's notebook",
            "notes": "The 270 tiles and the synonym sets of Norvig's notebook, on the "
                     "comic's 27x35 board. VAN MORRISON matches no other tile.",
            "licence": "CC BY-NC 2.5 (xkcd)",
            "locale": "en",
        },
        "seed": 1970,
        "puzzle": {
            "width": 27,
            "height": 35,
            "partial-match": True,
            "synonyms": sets,
            "tiles": [{"names": t} for t in tiles],
        },
    }
    # One tile or synonym set per line: small, and readable in a diff.
    body = json.dumps(doc, indent=1, ensure_ascii=False)
    body = re.sub(r'\[\s+("[^"\]]*"(?:,\s+"[^"\]]*")*)\s+\]',
                  lambda m: "[" + re.sub(r",\s+", ", ", m.group(1)) + "]", body)
    body = re.sub(r'\{\s+("names": \[[^\]]*\])\s+\}', r"{\1}", body)
    with open(out, "w", encoding="utf-8") as f:
        f.write(body + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
