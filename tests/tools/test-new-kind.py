#!/usr/bin/env python3
"""build-aux/new-kind, run in a scratch copy of the source tree: it makes
the new kind's folders and sample, changes only the `kinds` line of
meson.build and adds lines to po/POTFILES.in, leaves no name of the test
kind behind, and the C files it writes compile (with the build's own
flags, from compile_commands.json).  TAP output.

    test-new-kind.py SOURCE-ROOT BUILD-ROOT
"""
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

src, build = sys.argv[1], sys.argv[2]
KIND, NAME = 'sample-kind', 'Sample Kind'
OWN = [f'src/kinds/{KIND}/', f'src/render/{KIND}/', f'src/app/{KIND}/', f'tests/{KIND}/',
       f'data/samples/{KIND}.pzw']
results = []


def ok(cond, what, detail=''):
    results.append(cond)
    print(f"{'ok' if cond else 'not ok'} {len(results)} - {what}")
    if not cond and detail:
        for line in str(detail).splitlines():
            print('# ' + line)


def source_files(root):
    """What a clone has: git's files where there is git, else every file
    but build folders."""
    try:
        out = subprocess.run(['git', '-C', root, 'ls-files', '-co', '--exclude-standard', '-z'],
                             capture_output=True, check=True).stdout.decode()
        return [f for f in out.split('\0') if f and os.path.isfile(os.path.join(root, f))]
    except (subprocess.CalledProcessError, FileNotFoundError):
        files = []
        for d, dirs, names in os.walk(root):
            dirs[:] = [x for x in dirs if not x.startswith(('_build', '.git'))]
            files += [os.path.relpath(os.path.join(d, n), root) for n in names]
        return files


def manifest(root):
    m = {}
    for d, dirs, names in os.walk(root):
        for n in names:
            p = os.path.join(d, n)
            with open(p, 'rb') as fh:
                m[os.path.relpath(p, root)] = hashlib.sha256(fh.read()).hexdigest()
    return m


def read(root, path):
    with open(os.path.join(root, path), encoding='utf-8') as fh:
        return fh.read()


scratch = tempfile.mkdtemp(prefix='pw-new-kind-')
try:
    for f in source_files(src):
        os.makedirs(os.path.join(scratch, os.path.dirname(f)), exist_ok=True)
        shutil.copy2(os.path.join(src, f), os.path.join(scratch, f))
    before = manifest(scratch)
    script = os.path.join(scratch, 'build-aux', 'new-kind')

    r = subprocess.run([script, KIND, NAME], capture_output=True, text=True)
    ok(r.returncode == 0, 'new-kind makes a kind', r.stderr)
    ok('Next:' in r.stdout, 'and says what to do next', r.stdout)
    after = manifest(scratch)

    added = sorted(set(after) - set(before))
    changed = sorted(f for f in before if f in after and before[f] != after[f])
    removed = sorted(set(before) - set(after))
    outside = [f for f in added if not f.startswith(tuple(OWN))]
    ok(added and not outside, "new files only in the kind's own folders and its sample",
       '\n'.join(outside))
    ok(changed == ['meson.build', 'po/POTFILES.in'] and not removed,
       'changed files: meson.build and po/POTFILES.in only', f'changed {changed} removed {removed}')
    for folder in OWN:
        ok(any(f.startswith(folder) for f in added), f'{folder} made')

    old_lines = read(src, 'meson.build').splitlines()
    new_lines = read(scratch, 'meson.build').splitlines()
    diff = [(a, b) for a, b in zip(old_lines, new_lines) if a != b]
    ok(len(old_lines) == len(new_lines) and len(diff) == 1 and diff[0][0].startswith('kinds = [')
       and f"'{KIND}'" in diff[0][1] and diff[0][1].endswith("'test']"),
       'meson.build: the one `kinds` line gains the id, before the test kind', diff)

    old_pot = set(read(src, 'po/POTFILES.in').splitlines())
    new_pot = set(read(scratch, 'po/POTFILES.in').splitlines())
    ok(old_pot <= new_pot and new_pot - old_pot
       and all(l.startswith(tuple(OWN)) and l in added for l in new_pot - old_pot),
       "po/POTFILES.in: only the new kind's files added, and they exist", new_pot ^ old_pot)

    leftovers = []
    for f in added:
        text = read(scratch, f)
        for m in re.finditer(r'PwTest|pw_test_|PW_TEST_|"test"|test-kind|test-render|'
                             r'test-editor|Test Sums|hidden = TRUE|hidden kind', text):
            leftovers.append(f'{f}: {m.group(0)}')
        if re.search(r'(^|/)test[-.]', f.replace(f'tests/{KIND}/test-{KIND}', '')):
            leftovers.append(f'{f}: the file name')
    ok(not leftovers, 'no name of the test kind is left', '\n'.join(leftovers[:20]))
    sample = json.loads(read(scratch, f'data/samples/{KIND}.pzw'))
    ok(sample.get('kind') == KIND and sample['metadata'].get('title'), 'the sample is of the new kind')

    # The C files compile with the flags the build gives the test kind's.
    db = json.loads(read(build, 'compile_commands.json'))
    by_file = {}
    for e in db:
        path = os.path.normpath(os.path.join(e['directory'], e['file']))
        by_file[os.path.relpath(path, os.path.abspath(src))] = e
    new_c = [f for f in added if f.endswith('.c') and not f.startswith('tests/')]
    ok(new_c, 'the kind has C sources')
    incs = sorted({'-I' + os.path.join(scratch, os.path.dirname(f)) for f in added
                   if f.endswith('.h')})
    for f in new_c:
        template = f.replace(KIND, 'test')
        entry = by_file.get(template)
        if entry is None:
            ok(False, f'{f} compiles', f'no compile command for {template}')
            continue
        args = shlex.split(entry['command'])
        args = [a for a in args if a not in ('-c',)]
        # drop -o OUT, -MD/-MQ/-MF and the source; add the new folders first
        clean, skip = [], False
        for a in args:
            if skip:
                skip = False
                continue
            if a in ('-o', '-MQ', '-MF'):
                skip = True
                continue
            if a == '-MD' or a == entry['file']:
                continue
            clean.append(a)
        cmd = clean[:1] + incs + clean[1:] + ['-fsyntax-only', '-Werror=implicit-function-declaration',
                                              os.path.join(scratch, f)]
        r = subprocess.run(cmd, cwd=entry['directory'], capture_output=True, text=True)
        ok(r.returncode == 0, f'{f} compiles', r.stderr[-3000:])

    r = subprocess.run([script, KIND], capture_output=True, text=True)
    ok(r.returncode == 2 and 'exists already' in r.stderr, 'a second run refuses, naming what exists',
       r.stderr)
    r = subprocess.run([script, 'Bad_Id'], capture_output=True, text=True)
    ok(r.returncode == 2 and 'not a kind id' in r.stderr, 'a bad id is refused', r.stderr)
    ok(manifest(scratch) == after, 'refused runs touch nothing')
finally:
    shutil.rmtree(scratch, ignore_errors=True)

print(f'1..{len(results)}')
sys.exit(0 if all(results) else 1)
