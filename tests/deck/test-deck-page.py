#!/usr/bin/env python3
"""The deck's web page, played in headless Chromium (tests/browser).

Exports the picture sample with the CLI and finds the shared symbol on
three pairs (with the mouse on the left card, a finger on the right card,
and the keys), after a miss; then a small deck of words generated with the
CLI is played to its end, one pair shown by the teacher.  The shared
symbol is worked out here from the cards the page shows.  Screenshots at
1920×1080 and 1024×768.

    test-deck-page.py CLI SAMPLE [PICTURES-BUILT]
"""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.environ.get('PW_TEST_SRCDIR', ''), 'browser'))
import pw_browser  # noqa: E402

cli, sample = sys.argv[1:3]
work = tempfile.mkdtemp(prefix='pw-deck-page-')
# A build without the default pictures (a package built without them,
# PICTURES-BUILT 0) cannot draw the sample's: the same page is then tried
# on 55 cards of the built-in coloured shapes.
if len(sys.argv) > 3 and sys.argv[3] == '0':
    shapes = sorted(os.listdir(os.path.join(os.environ['PW_TEST_SRCDIR'], '..', 'data', 'deck',
                                            'pictures')))
    names = os.path.join(work, 'shapes.txt')
    with open(names, 'w', encoding='utf-8') as f:
        f.write('\n'.join([n for n in shapes if n.endswith('.svg')][:57]) + '\n')
    sample = os.path.join(work, 'shapes.pzw')
    subprocess.run([cli, 'generate', 'deck', '--param', 'order=7', '--param', 'cards=55',
                    '--param', f'symbol-list=@{names}', '--seed', '2026', '-o', sample],
                   check=True, capture_output=True, timeout=120)


def symbols(b, side):
    return b.js("return [...document.querySelectorAll('.deck-card')[arguments[0]]"
                ".querySelectorAll('.deck-symbol')].map(s => Number(s.dataset.symbol))", side)


def button(b, side, symbol):
    return b.js("return document.querySelectorAll('.deck-card')[arguments[0]]"
                ".querySelector(`.deck-symbol[data-symbol='${arguments[1]}']`)", side, symbol)


def counter(b, name):
    return b.js(f"return document.querySelector('.deck-{name}').textContent")


def shared(b):
    left, right = set(symbols(b, 0)), set(symbols(b, 1))
    return left & right


def next_pair(b, pair):
    b.wait(lambda: counter(b, 'pair').startswith(f'Pair {pair} '), f'pair {pair}')
    b.settle()


def play(b, tap):
    page = os.path.join(work, 'deck.html')
    status, err = pw_browser.export_page(cli, sample, page)
    tap.equal(status, 0, 'export --format html succeeds')
    tap.ok('holds the answers' not in err, 'a deck page holds no answer, and says nothing of one',
           err)
    size = os.path.getsize(page)
    tap.ok(size < 3_000_000, f'the page is under 3 MB ({size} bytes)')
    # Without -o, the page goes to standard output, the same.
    run = subprocess.run([cli, 'export', sample, '--format', 'html'], capture_output=True,
                         timeout=120)
    tap.equal(run.returncode, 0, 'export --format html to standard output succeeds')
    tap.ok(run.stdout == open(page, 'rb').read(), 'and writes the same page')

    # Two cards that share two symbols: the game would have two answers
    # for them, so no page, and validate's words say which cards.
    doc = json.load(open(sample, encoding='utf-8'))
    first, second = doc['puzzle']['cards'][0], doc['puzzle']['cards'][1]
    first['symbols'][0] = next(s for s in second['symbols'] if s not in first['symbols'])
    broken = os.path.join(work, 'broken.pzw')
    json.dump(doc, open(broken, 'w'))
    status, err = pw_browser.export_page(cli, broken, os.path.join(work, 'broken.html'))
    tap.equal(status, 1, 'a deck with a bad pair is refused (exit 1)')
    pair = re.search(r'Cards 1 and \d+ share 2 symbols', err)
    tap.ok(pair is not None, 'naming the cards', err)
    tap.ok(pair is not None and err.count(pair.group(0).split(' share')[0]) == 1,
           'the place said once', err)

    b.size(1920, 1080)
    b.load(page)
    tap.equal(counter(b, 'pair'), 'Pair 1 of 54', 'the deck passes by in 54 pairs')
    pictures = b.js("return [...document.querySelectorAll('.deck-card img')]"
                    ".map(i => i.complete && i.naturalWidth > 0)")
    tap.ok(len(pictures) == 16 and all(pictures), 'both cards show their eight pictures',
           pictures)
    tap.equal(len(shared(b)), 1, 'the two cards share one symbol')
    b.screenshot('deck-1920x1080-start')

    miss = next(s for s in symbols(b, 0) if s not in shared(b))
    b.click(button(b, 0, miss))
    tap.equal(b.status(), 'Not on both cards', 'a symbol on one card only is a miss')
    tap.equal(counter(b, 'misses'), '1 miss', 'counted as a miss')
    tap.equal(counter(b, 'score'), 'Score 0', 'not scored')
    b.settle()

    for pair in (1, 2, 3):
        (s,) = shared(b)
        if pair == 3:
            b.keys(button(b, 0, s), pw_browser.ENTER)
        elif pair == 2:
            b.touch_tap(button(b, 1, s))
        else:
            b.click(button(b, 0, s))
        tap.equal(b.status(), 'Right: both cards have it', f'pair {pair}: the shared symbol is right')
        tap.equal(counter(b, 'score'), f'Score {pair}', f'the score is {pair}')
        if pair == 1:
            b.screenshot('deck-1920x1080-right')
        next_pair(b, pair + 1)
        tap.equal(len(shared(b)), 1, f'pair {pair + 1} shares one symbol')

    b.size(1024, 768)
    b.screenshot('deck-1024x768-pictures')

    # A small deck of words, to its end.
    small = os.path.join(work, 'small.pzw')
    run = subprocess.run([cli, 'generate', 'deck', '--param', 'order=2', '--param',
                          'symbols=words', '--seed', '7', '-o', small],
                         capture_output=True, text=True, timeout=60)
    tap.equal(run.returncode, 0, 'a small deck of words is generated', run.stderr)
    page = os.path.join(work, 'small.html')
    status, err = pw_browser.export_page(cli, small, page)
    tap.equal(status, 0, 'and exported')
    b.load(page)
    rounds = int(counter(b, 'pair').split()[-1])
    tap.equal(rounds, 6, 'its seven cards pass by in six pairs')
    words = b.js("return [...document.querySelectorAll('.deck-word')].map(w => w.textContent)")
    tap.ok(len(words) == 6 and all(words), 'the cards show words', words)
    # Each word as large as its circle, as the printed card has it.
    shares = b.js("const side = document.querySelector('.deck-card').clientWidth;"
                  "return [...document.querySelectorAll('.deck-word')]"
                  ".map(w => w.getBoundingClientRect().width / side)")
    tap.ok(all(0.1 < s < 0.9 for s in shares), 'the words are drawn large', shares)
    b.screenshot('deck-1024x768-words')
    b.click(b.js("return document.getElementById('deck-show')"))
    tap.equal(b.js("return [...document.querySelectorAll('.deck-shown')]"
                   ".map(s => Number(s.dataset.symbol))"), sorted(shared(b)) * 2,
              'Show Symbol marks the shared symbol on both cards')
    b.click(b.js("return document.getElementById('deck-next')"))
    next_pair(b, 2)
    for pair in range(2, rounds + 1):
        (s,) = shared(b)
        b.click(button(b, 1, s))
        if pair < rounds:
            next_pair(b, pair + 1)
    b.wait(lambda: b.state() == 'won', 'the deck to be done')
    tap.equal(b.status(), f'The deck is done: {rounds - 1} of {rounds} found',
              'the end says the score')
    b.screenshot('deck-1024x768-done')
    tap.equal(b.errors(), [], 'no script error or refused load')


pw_browser.main(play)
