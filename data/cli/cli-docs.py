#!/usr/bin/env python3
"""cli-docs.py — the man pages and the bash completion, made at build time
from what the programs themselves say, so they cannot drift from --help:

  cli-docs.py man-cli CLI OUT         puzzlewright-cli(1)
  cli-docs.py man-app APP CLI OUT     puzzlewright(1)
  cli-docs.py bash CLI OUT            bash completion for puzzlewright-cli
  cli-docs.py check CLI MAN BASH      the test: every option of every
                                      command's --help, every kind and
                                      every generator parameter is in both

Each command's options come from its --help, which GLib prints from the
command's own option table; the commands from `puzzlewright-cli --help`
(the command table, and each kind's operations that have a command);
the kinds, their generator parameters (with ranges, defaults and
choices) and their operations' parameters from `puzzlewright-cli kinds
--json`, which prints each kind's parameter specs.  So a new option, a
new command or a new parameter appears here with no edit.

The programs run in the C.UTF-8 locale (English) without the hidden test
kind.  Man pages are English only, as most are.
"""
import json
import os
import re
import subprocess
import sys

VERSION_RE = re.compile(r'(\d+(?:\.\d+)+)')


def run(program, *args):
    env = dict(os.environ)
    env.pop('PUZZLEWRIGHT_TEST_KIND', None)
    env['LC_ALL'] = 'C.UTF-8'
    # A sanitized build's programs run here too; a leak is the tests' to find.
    env['ASAN_OPTIONS'] = env.get('ASAN_OPTIONS', '') + ':detect_leaks=0'
    env.pop('LANGUAGE', None)
    done = subprocess.run([program, *args], env=env, capture_output=True, text=True,
                          timeout=120)
    if done.returncode != 0:
        sys.exit(f'{program} {" ".join(args)} failed ({done.returncode}): {done.stderr}')
    return done.stdout


# ---- what the programs say --------------------------------------------

OPTION_RE = re.compile(r'^  (?:-(?P<short>\w), )?--(?P<long>[\w-]+)(?:=(?P<arg>\S+))?'
                       r'(?:\s{2,}(?P<text>.*))?$')


def parse_help(text):
    """GOption's --help: {usage, summary, description, options: [...]}, the
    options of every section but "Help Options"."""
    lines = text.splitlines()
    usage = ''
    summary = []
    description = []
    options = []
    section = None
    for i, line in enumerate(lines):
        if line == 'Usage:':
            section = 'usage'
            continue
        if section == 'usage':
            if line.strip():
                usage = line.strip()
                continue
            section = 'summary'
            continue
        if line and not line.startswith(' ') and 'ptions' in line and len(line) < 60:
            section = 'help' if line.startswith('Help') else 'options'
            continue
        if section in ('options', 'help'):
            m = OPTION_RE.match(line)
            if m:
                if section == 'options':
                    options.append({'short': m.group('short'), 'long': m.group('long'),
                                    'arg': m.group('arg'), 'text': m.group('text') or ''})
                continue
            if line.startswith('    ') and options and section == 'options':
                options[-1]['text'] += ' ' + line.strip()
                continue
            if not line.strip():
                continue
            section = 'description'
        if section == 'summary':
            summary.append(line)
        elif section == 'description':
            description.append(line)
    return {'usage': usage, 'summary': '\n'.join(summary).strip(),
            'description': '\n'.join(description).strip(), 'options': options}


def cli_commands(cli):
    """[(name, summary)] from the command list of `puzzlewright-cli --help`."""
    commands = []
    in_list = False
    for line in run(cli, '--help').splitlines():
        if line == 'Commands:':
            in_list = True
            continue
        if in_list:
            m = re.match(r'^  (\S+)\s+(.*)$', line)
            if not m:
                break
            commands.append((m.group(1), m.group(2)))
    if not commands:
        sys.exit(f'{cli} --help lists no commands')
    return commands


def interface(cli):
    commands = []
    for name, summary in cli_commands(cli):
        info = parse_help(run(cli, name, '--help'))
        info['name'] = name
        info['line'] = summary
        commands.append(info)
    kinds = [k for k in json.loads(run(cli, 'kinds', '--json')) if not k.get('hidden')]
    version = VERSION_RE.search(run(cli, '--version')).group(1)
    return {'commands': commands, 'kinds': kinds, 'version': version}


# ---- man pages --------------------------------------------------------

def roff(text):
    """Text for a roff line: backslashes, leading dots and quotes, hyphens
    of options."""
    text = text.replace('\\', '\\e').replace('-', '\\-')
    if text.startswith(('.', "'")):
        text = '\\&' + text
    return text


def option_term(opt):
    term = ''
    if opt['short']:
        term += f"\\fB\\-{opt['short']}\\fR, "
    term += f"\\fB\\-\\-{roff(opt['long'])}\\fR"
    if opt['arg']:
        term += f"=\\fI{roff(opt['arg'])}\\fR"
    return term


def man_header(name, version, title):
    return [f'.TH {name.upper()} 1 "" "Puzzlewright {version}" "{title}"',
            '.\\" Generated by data/cli/cli-docs.py from the program\'s --help; do not edit.']


def man_options(out, options):
    for opt in options:
        out += ['.TP', option_term(opt), roff(opt['text'])]


def param_line(p):
    """"n: Highest Number (2 to 15; default 9)" for a parameter spec."""
    facts = []
    if p['type'] == 'int' and p['max'] >= 2**62:
        facts.append(f"a whole number, {p['min']} or more")
    elif p['type'] == 'int':
        facts.append(f"a whole number from {p['min']} to {p['max']}")
    elif p['type'] == 'number':
        facts.append(f"a number above {p['min']} and at most {p['max']}")
    elif p['type'] == 'bool':
        facts.append('true or false')
    elif p['type'] == 'file':
        facts.append('text, or @FILE to read it from a file')
    if p.get('choices'):
        values = ', '.join(c['value'] + (f" ({c['label']})" if c.get('label')
                                         and c['label'].lower() != c['value'] else '')
                           for c in p['choices'])
        facts.append(('one of ' if p['type'] == 'choice' else 'keywords: ') + values)
    if p.get('default') is not None:
        facts.append('default ' + (p['default'] or '""'))
    text = p['label']
    if p.get('description'):
        text += '. ' + p['description']
    return text.rstrip('.') + '.' + (f" ({'; '.join(facts)})" if facts else '')


def man_cli(api):
    out = man_header('puzzlewright-cli', api['version'], 'Puzzlewright')
    out += ['.SH NAME', 'puzzlewright\\-cli \\- design, check and print puzzles without the window',
            '.SH SYNOPSIS', '.B puzzlewright\\-cli', '.I COMMAND', '[\\fIOPTION\\fR\\&...]',
            '.br', '.B puzzlewright\\-cli', '\\fB\\-\\-help\\fR | \\fB\\-\\-version\\fR',
            '.SH DESCRIPTION',
            'Puzzlewright designs puzzles, checks that a puzzle has exactly one solution, and '
            'prints it with its answer key, as a class set of variants, as cards or as a poster. '
            '\\fBpuzzlewright\\-cli\\fR does all of it from the command line, on the same '
            'documents (\\fI.pzw\\fR files) as the window, \\fBpuzzlewright\\fR(1), and says '
            'the same verdicts in the same words.',
            '.PP', 'Each command has options of its own; '
            '\\fBpuzzlewright\\-cli\\fR \\fICOMMAND\\fR \\fB\\-\\-help\\fR lists them, as below.',
            '.SH COMMANDS']
    for cmd in api['commands']:
        out += ['.SS ' + roff(cmd['usage'] or 'puzzlewright-cli ' + cmd['name'])]
        out += [roff(cmd['summary'] or cmd['line'])]
        if cmd['description']:
            for para in cmd['description'].split('\n\n'):
                out += ['.PP', roff(' '.join(l.strip() for l in para.splitlines()))]
        if cmd['options']:
            man_options(out, cmd['options'])
    out += ['.SH KINDS',
            'Every document holds one kind of puzzle.  \\fBgenerate\\fR \\fIKIND\\fR takes the '
            'kind\'s generator parameters as \\fB\\-p\\fR \\fINAME\\fR=\\fIVALUE\\fR; '
            '\\fBrun\\fR \\fIOPERATION\\fR and the kind\'s own commands take its operations\' '
            'parameters.']
    for kind in api['kinds']:
        out += ['.SS ' + roff(kind['id']) + ' \\(em ' + roff(kind['name'])]
        if kind.get('generate_params'):
            out += ['.PP', 'Generator parameters:']
            for p in kind['generate_params']:
                out += ['.TP', f"\\fB{roff(p['name'])}\\fR", roff(param_line(p))]
        if kind.get('operation_details'):
            out += ['.PP', 'Operations (\\fBrun\\fR \\fIOPERATION\\fR \\fIFILE\\fR, with '
                    'their parameters as \\fB\\-p\\fR \\fINAME\\fR=\\fIVALUE\\fR):']
        for op in kind.get('operation_details', []):
            name = op['id'] + (f" (command \\fB{roff(op['command'])}\\fR)" if op.get('command')
                               else '')
            out += ['.TP', f"\\fB{roff(op['id'])}\\fR" + name[len(op['id']):],
                    roff(op['description'])]
            for p in op.get('params', []):
                out += ['.RS', '.TP', f"\\fB{roff(p['name'])}\\fR", roff(param_line(p)), '.RE']
        if kind.get('formats'):
            out += ['.PP', 'Interchange formats (\\fBimport\\fR, \\fBexport \\-\\-format\\fR): '
                    + roff(', '.join(kind['formats'])) + '.']
    out += ['.SH EXIT STATUS', '.TP', '.B 0', 'Done; for \\fBverify\\fR, the puzzle has exactly '
            'one solution.', '.TP', '.B 1', 'The input is invalid, or the answer is no.',
            '.TP', '.B 2', 'The command line is wrong (an unknown option, or a value out of '
            'range).',
            '.SH EXAMPLES', 'Check a puzzle and say where it is wrong:', '.PP', '.RS',
            '.B puzzlewright\\-cli validate puzzle.pzw', '.RE', '.PP',
            'Generate a puzzle and print it with its answer key:', '.PP', '.RS', '.nf',
            '.B puzzlewright\\-cli generate domino\\-grid \\-o grid.pzw',
            '.B puzzlewright\\-cli export grid.pzw \\-o grid.pdf', '.fi', '.RE', '.PP',
            'A class set of 30 different variants:', '.PP', '.RS',
            '.B puzzlewright\\-cli export grid.pzw \\-\\-variants 30 \\-o class.pdf', '.RE',
            '.SH SEE ALSO', '\\fBpuzzlewright\\fR(1); the help, \\fByelp help:puzzlewright\\fR.']
    return '\n'.join(out) + '\n'


def man_app(app_help, api):
    info = parse_help(app_help)
    out = man_header('puzzlewright', api['version'], 'Puzzlewright')
    out += ['.SH NAME', 'puzzlewright \\- design, check and print puzzles',
            '.SH SYNOPSIS', '.B puzzlewright', '[\\fIOPTION\\fR\\&...] [\\fIFILE\\fR\\&...]',
            '.SH DESCRIPTION',
            'Puzzlewright is for people who make puzzles: teachers printing sheets for a class, '
            'constructors, and hobbyists who want to know that a puzzle made by hand has '
            'exactly one solution.  It opens each \\fIFILE\\fR (a Puzzlewright document, '
            '\\fI.pzw\\fR, or a file a kind imports, such as an ipuz word search, '
            '\\fI.ipuz\\fR) in a window of its own; with none, it shows the start page.',
            '.PP', 'The kinds of puzzle, by the \\fIKIND\\fR that \\fB\\-\\-new\\fR takes:']
    for kind in api['kinds']:
        out += ['.TP', f"\\fB{roff(kind['id'])}\\fR", roff(kind['name'])]
    out += ['.SH OPTIONS']
    man_options(out, info['options'])
    out += ['.TP', '\\fB\\-h\\fR, \\fB\\-\\-help\\fR', 'Show the options.',
            '.SH FILES', '.TP', '\\fI~/.local/share/puzzlewright/recovery\\fR',
            'Unsaved work, written every few seconds and offered back after a crash.',
            '.SH SEE ALSO', '\\fBpuzzlewright\\-cli\\fR(1) for the same work without the window; '
            'the help, \\fByelp help:puzzlewright\\fR (F1 in the app).']
    return '\n'.join(out) + '\n'


# ---- bash completion --------------------------------------------------

def shell_words(words):
    return ' '.join(words)


def positional(usage):
    """The words of a usage line after the options: KIND, FILE, OUT.png…"""
    usage = re.sub(r'\[OPTION…\]', '', usage)
    return [w.strip('[]').split('|')[0] for w in usage.split()[2:]]


def bash(api):
    kinds = [k['id'] for k in api['kinds']]
    formats = sorted({f for k in api['kinds'] for f in k.get('formats', [])})
    operations = sorted({op['id'] for k in api['kinds'] for op in k.get('operation_details', [])})
    lines = ['# bash completion for puzzlewright-cli.',
             '# Generated by data/cli/cli-docs.py from the commands\' --help and',
             '# `puzzlewright-cli kinds --json`; do not edit.',
             '',
             '# _puzzlewright_cli_param KIND NAME CUR: for `generate KIND -p NAME=VALUE`,',
             '# the names KIND reads (NAME empty), or the values NAME takes.',
             '_puzzlewright_cli_param ()',
             '{',
             '    local kind=$1 name=$2 cur=$3 names="" values=""',
             '    case $kind in']
    for kind in api['kinds']:
        params = kind.get('generate_params', [])
        if not params:
            continue
        lines.append(f"        {kind['id']})")
        lines.append(f"            names=\"{shell_words(p['name'] + '=' for p in params)}\"")
        lines.append('            case $name in')
        for p in params:
            values = [c['value'] for c in p.get('choices') or []]
            if p['type'] == 'bool':
                values = ['true', 'false']
            if values:
                lines.append(f"                {p['name']}) values=\"{shell_words(values)}\" ;;")
            elif p['type'] == 'file':
                lines.append(f"                {p['name']}) COMPREPLY=($(compgen -f -P @ -- \"${{cur#@}}\")); return ;;")
        lines.append('            esac ;;')
    lines += ['    esac',
              '    if [[ -z $name ]]; then',
              '        COMPREPLY=($(compgen -W "$names" -- "$cur"))',
              '        compopt -o nospace',
              '    else',
              '        COMPREPLY=($(compgen -W "$values" -- "$cur"))',
              '    fi',
              '}',
              '',
              '_puzzlewright_cli ()',
              '{',
              '    local cur prev words cword',
              '    _init_completion || return',
              f"    local commands=\"{shell_words(c['name'] for c in api['commands'])}\"",
              '    if [[ $cword -eq 1 ]]; then',
              '        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))',
              '        return',
              '    fi',
              '    local command=${words[1]} options="" with_arg="" args=""',
              '    case $command in']
    for cmd in api['commands']:
        opts = ['--help']
        with_arg = []
        for o in cmd['options']:
            opts.append('--' + o['long'])
            if o['short']:
                opts.append('-' + o['short'])
            if o['arg']:
                with_arg += ['--' + o['long']] + (['-' + o['short']] if o['short'] else [])
        lines.append(f"        {cmd['name']}) options=\"{shell_words(opts)}\" "
                     f"with_arg=\"{shell_words(with_arg)}\" "
                     f"args=\"{shell_words(positional(cmd['usage']))}\" ;;")
    lines += ['    esac',
              '    # The KIND of `generate KIND`, for its parameters.',
              '    local i kind=""',
              '    for ((i = 2; i < cword; i++)); do',
              '        [[ ${words[i]} == -* || ${words[i]} == = ]] && continue',
              '        [[ " $with_arg " == *" ${words[i-1]} "* || ${words[i-1]} == = ]] && continue',
              '        kind=${words[i]}',
              '        break',
              '    done',
              '    # -p NAME=VALUE: bash splits it into NAME, "=" and VALUE.',
              '    if [[ $command == generate && $prev == = && ${words[cword-3]:-} == @(-p|--param) ]]; then',
              '        _puzzlewright_cli_param "$kind" "${words[cword-2]}" "$cur"',
              '        return',
              '    fi',
              '    # The value of an option that takes one.',
              '    if [[ " $with_arg " == *" $prev "* ]]; then',
              '        case $prev in',
              '            -p|--param) [[ $command == generate ]] && _puzzlewright_cli_param "$kind" "" "$cur" ;;',
              '            -o|--output|--shape) _filedir ;;',
              '            --format) COMPREPLY=($(compgen -W "' + shell_words(formats) + '" -- "$cur")) ;;',
              '        esac',
              '        return',
              '    fi',
              '    if [[ $cur == -* ]]; then',
              '        COMPREPLY=($(compgen -W "$options" -- "$cur"))',
              '        return',
              '    fi',
              '    # The n-th word that is no option, nor an option\'s value.',
              '    local n=0',
              '    for ((i = 2; i < cword; i++)); do',
              '        [[ ${words[i]} == -* || ${words[i]} == = ]] && continue',
              '        [[ " $with_arg " == *" ${words[i-1]} "* || ${words[i-1]} == = ]] && continue',
              '        n=$((n + 1))',
              '    done',
              '    local what',
              '    read -r -a what <<< "$args"',
              '    case ${what[n]:-} in',
              f"        KIND) COMPREPLY=($(compgen -W \"{shell_words(kinds)}\" -- \"$cur\")) ;;",
              f"        FORMAT) COMPREPLY=($(compgen -W \"{shell_words(formats)}\" -- \"$cur\")) ;;",
              f"        OPERATION) COMPREPLY=($(compgen -W \"{shell_words(operations)}\" -- \"$cur\")) ;;",
              '        FILE) _filedir \'@(pzw|ipuz)\' ;;',
              '        SIZE|"") ;;',
              '        *) _filedir ;;',
              '    esac',
              '}',
              'complete -F _puzzlewright_cli puzzlewright-cli']
    return '\n'.join(lines) + '\n'


# ---- the test ---------------------------------------------------------

def check(cli, man_path, bash_path):
    """TAP: the built man page and completion say what the programs say
    now.  The options are found in each command's --help by a plain search
    for --words in its option sections, independent of the generator's
    parser, so a parser that drops an option fails here."""
    man = open(man_path, encoding='utf-8').read()
    completion = open(bash_path, encoding='utf-8').read()
    results = []
    sections = re.split(r'^\.SS ', man, flags=re.M)
    for name, _ in cli_commands(cli):
        text = run(cli, name, '--help')
        body = text.split('Application Options:', 1)[1] if 'Application Options:' in text else ''
        options = set(re.findall(r'^  (?:-\w, )?--([\w-]+)', body, re.M))
        section = next((s for s in sections[1:]
                        if s.startswith(f'puzzlewright\\-cli {roff(name)} ')
                        or s.startswith(f'puzzlewright\\-cli {roff(name)}\n')), None)
        if section is None:
            results.append((False, f'man page has a section for {name}'))
            continue
        in_man = set(re.findall(r'\\fB\\-\\-([\w\\-]+)\\fR', section))
        in_man = {o.replace('\\-', '-') for o in in_man}
        missing = options - in_man
        results.append((not missing, f'man page lists every option of {name}'
                        + (f' (missing: {sorted(missing)})' if missing else '')))
        m = re.search(r'^        ' + re.escape(name) + r'\) options="([^"]*)"', completion, re.M)
        in_bash = set(w[2:] for w in (m.group(1).split() if m else []) if w.startswith('--'))
        missing = (options | {'help'}) - in_bash
        results.append((m is not None and not missing,
                        f'bash completion offers every option of {name}'
                        + (f' (missing: {sorted(missing)})' if missing else '')))
    for kind in json.loads(run(cli, 'kinds', '--json')):
        if kind.get('hidden'):
            continue
        results.append((f"{roff(kind['id'])} \\(em" in man, f"man page describes {kind['id']}"))
        for p in kind.get('generate_params', []):
            results.append((f"{p['name']}=" in completion and f"\\fB{roff(p['name'])}\\fR" in man,
                            f"{kind['id']} parameter {p['name']} is in the man page and "
                            'the completion'))
    results += completion_checks(bash_path, json.loads(run(cli, 'kinds', '--json')))
    print(f'1..{len(results)}')
    failed = 0
    for i, (ok, what) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {i} - {what}")
        failed += not ok
    return 1 if failed else 0


BASH_COMPLETION = '/usr/share/bash-completion/bash_completion'
COMPLETE = r"""
source "$1"; source "$2"; shift 2
compopt () { :; }   # only real completion may set options
COMP_WORDS=("$@")
COMP_CWORD=$(( $# - 1 ))
COMP_LINE=$(printf '%s ' "$@"); COMP_LINE=${COMP_LINE% }; COMP_LINE=${COMP_LINE// = /=}
COMP_POINT=${#COMP_LINE}
_puzzlewright_cli
printf '%s\n' "${COMPREPLY[@]}"
"""


def complete(bash_path, words):
    """What the completion offers for the words typed (bash's words:
    "-p grade=e" is "-p", "grade", "=", "e")."""
    done = subprocess.run(['bash', '-c', COMPLETE, 'complete', BASH_COMPLETION, bash_path,
                           'puzzlewright-cli', *words], capture_output=True, text=True, timeout=60)
    return set(done.stdout.split())


def completion_checks(bash_path, kinds):
    """Completion at work in bash, where bash-completion is installed."""
    if not os.path.exists(BASH_COMPLETION):
        return [(True, '# SKIP bash-completion is not installed')]
    results = []
    kinds = [k for k in kinds if not k.get('hidden')]
    got = complete(bash_path, ['gen'])
    results.append((got == {'generate'}, f'"gen" completes to generate (got {sorted(got)})'))
    got = complete(bash_path, ['generate', ''])
    want = {k['id'] for k in kinds}
    results.append((want <= got, 'generate completes every kind'))
    for kind in kinds:
        params = kind.get('generate_params', [])
        if not params:
            continue
        want = {p['name'] + '=' for p in params}
        got = complete(bash_path, ['generate', kind['id'], '-p', ''])
        results.append((want == got, f"generate {kind['id']} -p completes its parameters"
                        + ('' if want == got else f' (got {sorted(got)})')))
        for p in params:
            values = {c['value'] for c in p.get('choices') or []} if p['type'] == 'choice' else set()
            if values:
                got = complete(bash_path, ['generate', kind['id'], '-p', p['name'], '=', ''])
                results.append((values == got, f"-p {p['name']}= completes its choices for "
                                f"{kind['id']}" + ('' if values == got else f' (got {sorted(got)})')))
    formats = {f for k in kinds for f in k.get('formats', [])}
    got = complete(bash_path, ['export', 'x.pzw', '--format', ''])
    results.append((formats == got, 'export --format completes every format'))
    return results


def write(path, text):
    with open(path, 'w', encoding='utf-8') as out:
        out.write(text)


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    mode = argv[1]
    if mode == 'man-cli' and len(argv) == 4:
        write(argv[3], man_cli(interface(argv[2])))
    elif mode == 'man-app' and len(argv) == 5:
        write(argv[4], man_app(run(argv[2], '--help'), interface(argv[3])))
    elif mode == 'bash' and len(argv) == 4:
        write(argv[3], bash(interface(argv[2])))
    elif mode == 'check' and len(argv) == 5:
        return check(argv[2], argv[3], argv[4])
    else:
        sys.exit(__doc__)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
