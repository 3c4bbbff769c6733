#!/usr/bin/env python3
# test-sheet-languages.py CLI LOCALEDIR SRCDIR
#
# The printed sheets of every kind speak each language of po/LINGUAS: no
# English of the program's own is left on them.  For each sample
# (data/samples/*.pzw) the CLI exports the sheets with their answer keys,
# and the cards where the kind has cards, once in English and once in
# each language; pdftotext reads the PDFs back.  A message of the
# catalogue that the English pages show (a heading, an instruction,
# "Name", "Page 1 of 2") must show fewer times on the translated pages:
# the puzzle's own content (its words, names, title) stays as it is in
# every language, so a message that shows as often as in English was not
# translated.  Messages whose translation is the English itself ("A4",
# "Date" in French) are left out, and so are messages the puzzle itself
# holds (a sample titled "Shapes and colours" holds "Shapes").  A sheet
# too large for the paper is exported as a poster instead.
#
# And word by word, for text that never went through gettext: a word of
# the English pages that is not in the puzzle (its JSON) must not be on
# the translated pages, unless the language's own catalogue uses it too
# or it is a piece of the puzzle's text (a poster's tiles cut it).
#
# TAP: one test a sample, language and output.
import os
import re
import subprocess
import sys
import tempfile

FORMAT = re.compile(r'%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|<PRId64>|<PRIu64>)?[diouxXeEfgGsc%]')


def read_po(path):
    """msgid -> msgstr (the first form) of the translated, unfuzzy entries."""
    entries = {}
    msgid = msgstr = None
    field = None
    fuzzy = False

    def unquote(s):
        escapes = {'n': '\n', 't': '\t', '"': '"', '\\': '\\'}
        return re.sub(r'\\(.)', lambda m: escapes.get(m.group(1), m.group(1)), s[1:-1])

    def flush():
        if msgid and msgstr and not fuzzy:
            entries[msgid] = msgstr

    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line.strip():
                flush()
                msgid = msgstr = field = None
                fuzzy = False
            elif line.startswith('#,') and 'fuzzy' in line:
                fuzzy = True
            elif line.startswith('msgid '):
                msgid, field = unquote(line[6:]), 'id'
            elif line.startswith('msgstr ') or line.startswith('msgstr[0] '):
                msgstr, field = unquote(line.split(' ', 1)[1]), 'str'
            elif line.startswith('msgstr['):
                field = None
            elif line.startswith('"') and field == 'id':
                msgid += unquote(line)
            elif line.startswith('"') and field == 'str':
                msgstr += unquote(line)
        flush()
    return entries


def pattern(msgid):
    """A regular expression for @msgid on a page, its placeholders for any
    value; None for a message with too little text of its own to tell."""
    parts = FORMAT.split(msgid)
    literal = ''.join(parts)
    if sum(c.isalpha() for c in literal) < 3:
        return None
    out = []
    for i, part in enumerate(parts):
        words = part.split()
        text = r'\s+'.join(re.escape(w) for w in words)
        if part[:1].isspace():
            text = r'\s+' + text if text else r'\s+'
        if part[-1:].isspace() and words:
            text += r'\s+'
        out.append(text)
        if i < len(parts) - 1:
            out.append(r'\S+')
    body = ''.join(out)
    if msgid[:1].isalnum():
        body = r'\b' + body
    if msgid[-1:].isalnum():
        body += r'\b'
    return re.compile(body)


WORD = re.compile(r'[^\W\d_]{3,}')


def words(text):
    return set(WORD.findall(text))


# A CJK wall's key reads each character in pinyin (dīng, liáo): the
# character's own reading, printed the same in every language.
PINYIN = re.compile('[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]')


def export(cli, localedir, sample, lang, out, cards):
    env = dict(os.environ, LC_ALL='C.UTF-8', LANGUAGE=lang or 'C',
               PUZZLEWRIGHT_LOCALEDIR=localedir)
    args = [cli, 'export', sample, '-o', out] + (['--cards'] if cards else [])
    run = subprocess.run(args, env=env, capture_output=True, text=True)
    if run.returncode != 0 and not cards:
        # Too large for a sheet of paper: a poster, tiled on A4.
        run = subprocess.run(args + ['--poster', 'a1', '--tile-on', 'a4'], env=env,
                             capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip()
    text = subprocess.run(['pdftotext', '-enc', 'UTF-8', out, '-'], capture_output=True,
                          text=True, check=True).stdout
    return ' '.join(text.split()), None


def main():
    cli, localedir, srcdir = sys.argv[1:4]
    langs = open(os.path.join(srcdir, 'po', 'LINGUAS')).read().split()
    samples = sorted(os.path.join(srcdir, 'data', 'samples', f)
                     for f in os.listdir(os.path.join(srcdir, 'data', 'samples'))
                     if f.endswith('.pzw'))
    catalogues = {lang: read_po(os.path.join(srcdir, 'po', lang + '.po')) for lang in langs}
    # The words each language uses itself, in any of its messages.
    own_words = {lang: set().union(*(words(s) for s in cat.values())) for lang, cat in
                 catalogues.items()}
    patterns = {}
    for msgids in catalogues.values():
        for msgid in msgids:
            if msgid not in patterns:
                patterns[msgid] = pattern(msgid)
    plan = [(s, cards) for s in samples for cards in (False, True)]
    print(f'1..{len(plan) * len(langs)}')
    n = 0
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for sample, cards in plan:
            name = os.path.basename(sample) + (' cards' if cards else ' sheets')
            english, why = export(cli, localedir, sample, None, os.path.join(tmp, 'en.pdf'), cards)
            held = open(sample, encoding='utf-8').read()
            content = words(held)
            program_words = ({w for w in words(english) - content if not PINYIN.search(w)}
                             if english is not None else set())
            shown = {}
            if english is not None:
                for msgid, rx in patterns.items():
                    if rx is not None and not rx.search(held):
                        count = len(rx.findall(english))
                        if count:
                            shown[msgid] = count
            for lang in langs:
                n += 1
                if english is None:
                    # A kind without cards says so, in every language.
                    print(f'ok {n} {name} in {lang} # SKIP {why}')
                    continue
                text, why = export(cli, localedir, sample, lang,
                                   os.path.join(tmp, lang + '.pdf'), cards)
                if text is None:
                    print(f'not ok {n} {name} in {lang}: the export failed: {why}')
                    failed = True
                    continue
                left = [msgid for msgid, count in shown.items()
                        if catalogues[lang].get(msgid, msgid) != msgid
                        and len(patterns[msgid].findall(text)) >= count]
                missing = [msgid for msgid in shown if msgid not in catalogues[lang]]
                english_left = left + [m for m in missing if m not in left]
                # Not a piece of the puzzle's own text either (a poster's
                # tiles cut its title between pages).
                stray = sorted(w for w in (program_words & words(text)) - own_words[lang]
                               if w not in held)
                english_left += [f'{w} (a word)' for w in stray]
                if english_left:
                    failed = True
                    print(f'not ok {n} {name} in {lang}: English left on the pages')
                    for msgid in english_left:
                        print(f'#   “{msgid}”')
                else:
                    print(f'ok {n} {name} in {lang} ({len(shown)} messages of the program '
                          f'on the English pages, all translated)')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
