#!/usr/bin/env python3
"""desktop-actions.py TEMPLATE OUTPUT [FRAGMENT...]

Writes the desktop file's template with an action for each kind that
offers one: every FRAGMENT (a kind's src/app/K/K.desktop.in, in the order
of `kinds`) holds a [Desktop Action NAME] group, whose NAME is also the
app action the desktop environment activates (app.new-K).  The template's
"Actions=@KIND_ACTIONS@" line lists them, and the groups follow the main
one, so a new kind adds its action in its own folder.  Translations are
merged afterwards, from the same po/ as every other string."""
import re
import sys

template, output, fragments = sys.argv[1], sys.argv[2], sys.argv[3:]
names = []
groups = []
for path in fragments:
    text = open(path, encoding='utf-8').read()
    found = re.findall(r'^\[Desktop Action ([A-Za-z0-9-]+)\]$', text, re.M)
    if not found:
        sys.exit(f'{path}: no [Desktop Action NAME] group')
    names += found
    groups.append(text.rstrip('\n') + '\n')

text = open(template, encoding='utf-8').read()
if '@KIND_ACTIONS@' not in text:
    sys.exit(f'{template}: no Actions=@KIND_ACTIONS@ line')
if names:
    text = text.replace('@KIND_ACTIONS@', ''.join(n + ';' for n in names))
else:
    text = re.sub(r'^Actions=@KIND_ACTIONS@\n', '', text, flags=re.M)
with open(output, 'w', encoding='utf-8') as out:
    out.write(text.rstrip('\n') + '\n')
    for group in groups:
        out.write('\n' + group)
