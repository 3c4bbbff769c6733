#!/usr/bin/env bash
# puzzlewright-cli on decks, as a user runs it: generate (good and bad
# orders, too many cards, a list of one's own), verify (exit 0 only when
# every pair shares exactly one symbol, --json lists the bad pairs),
# cards-json both ways, broken files named with their JSON path, layout,
# and cards printed to PDF.  Speaks TAP.
#   test-deck-cli.sh PATH-TO-puzzlewright-cli SAMPLE.pzw HAVE-PICTURES(0|1)
set -u
CLI=$1
SAMPLE=$2
HAVE_PICTURES=${3:-0}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$(dirname "$0")/../tap.sh"

check "generate order 7" 0 "" -- "$CLI" generate deck --param order=7 --seed 3 -o "$tmp/d7.pzw"
check "info says 57 cards" 0 "57 cards, 57 symbols, 8 on a card \(order 7\)" -- "$CLI" info "$tmp/d7.pzw"
check "verify a plane" 0 "^Every two of the 57 cards share exactly one symbol" -- "$CLI" verify "$tmp/d7.pzw"
check "verify --json" 0 '"bad-pairs" : \[\]' -- "$CLI" verify "$tmp/d7.pzw" --json
check "generate 55 of 57" 0 "" -- "$CLI" generate deck --param order=7 --param cards=55 --seed 3 -o "$tmp/d55.pzw"
check "a trimmed deck verifies" 0 "55 cards" -- "$CLI" verify "$tmp/d55.pzw"
check "same seed, same deck" 0 "" -- "$CLI" generate deck --param order=7 --seed 3 -o "$tmp/d7b.pzw"
check "  (compare)" 0 "" -- cmp "$tmp/d7.pzw" "$tmp/d7b.pzw"
check "order 9 (GF(9)), characters" 0 "" -- "$CLI" generate deck --param order=9 --param symbols=characters -o "$tmp/d9.pzw"
check "  verifies" 0 "91 cards" -- "$CLI" verify "$tmp/d9.pzw"
# The largest deck, from a list of 1,057 names: the list is kept in the
# document's generator record, and the document still opens.
for i in $(seq 1 1057); do echo "symbol $i"; done > "$tmp/names.txt"
check "order 32 from a long list" 0 "" -- "$CLI" generate deck --param order=32 --param "symbol-list=@$tmp/names.txt" -o "$tmp/d32.pzw"
check "  opens and verifies" 0 "1057 cards" -- "$CLI" verify "$tmp/d32.pzw"
if [ "$HAVE_PICTURES" = 1 ]; then
  # The built-in pictures reach order 11 and more, each its own outline.
  for order in 8 9 11; do
    n=$((order * order + order + 1))
    check "order $order, pictures" 0 "" -- "$CLI" generate deck --param order=$order --param symbols=pictures --seed 7 -o "$tmp/p$order.pzw"
    check "  verifies, safe for colour-blind players" 0 "^Every two of the $n cards share exactly one symbol; safe for colour-blind players" -- "$CLI" verify "$tmp/p$order.pzw"
    check "  no problems" 0 "0 errors, 0 warnings" -- "$CLI" info "$tmp/p$order.pzw"
  done
  check "  order 11 prints" 0 "" -- "$CLI" export "$tmp/p11.pzw" -o "$tmp/p11.pdf"
  check "  (23 pages of 6 cards)" 0 "^Pages: +23$" -- pdfinfo "$tmp/p11.pdf"
  check "  each page credits the pictures" 0 "Twemoji by Twitter, Inc and other contributors, CC BY 4.0" -- pdftotext -f 23 -l 23 "$tmp/p11.pdf" -
  check "too few pictures" 2 "Order 16 needs 273 symbols, but the built-in pictures are [0-9]+: choose a lower order or a list of your own" -- "$CLI" generate deck --param order=16 --param symbols=pictures -o "$tmp/x.pzw"
  check "a German word deck from the pictures' names" 0 "" -- "$CLI" generate deck --param order=3 --param symbols=words --param language=de --seed 2 -o "$tmp/de.pzw"
  # Every word of its cards is a German name of a picture.
  "$CLI" export "$tmp/de.pzw" --format cards-json | sed -n 's/^ *"\(.*\)",\{0,1\}$/\1/p' | sort -u > "$tmp/de-words.txt"
  grep -v '^#' "$(dirname "$0")/../../data/deck/objects.tsv" | cut -f4 | sort -u > "$tmp/de-names.txt"
  check "  its 13 words are the pictures' German names" 0 "^13$" -- sh -c "comm -12 '$tmp/de-words.txt' '$tmp/de-names.txt' | wc -l"
else
  check "without the pictures it says how to get them" 1 "fetch-deck-pictures" -- "$CLI" generate deck --param order=2 --param symbols=pictures -o "$tmp/x.pzw"
fi
# The coloured shapes: one colour of each outline, so up to order 3.
check "order 3, shapes" 0 "" -- "$CLI" generate deck --param order=3 --param symbols=shapes --seed 7 -o "$tmp/sh3.pzw"
check "  safe for colour-blind players" 0 "^Every two of the 13 cards share exactly one symbol; safe for colour-blind players" -- "$CLI" verify "$tmp/sh3.pzw"
check "order 4 of shapes refused in words" 2 "Order 4 needs 21 symbols, but the coloured shapes have 17 outlines" -- "$CLI" generate deck --param order=4 --param symbols=shapes -o "$tmp/x.pzw"
# A deck of the shapes in every colour, by hand: Check says it is not safe.
printf 'red-star.svg\nblue-star.svg\ngreen-heart.svg\nred-moon.svg\nyellow-fish.svg\nblack-key.svg\npurple-drop.svg\n' > "$tmp/colours.txt"
"$CLI" generate deck --param order=2 --param "symbol-list=@$tmp/colours.txt" --seed 1 -o "$tmp/colours.pzw" > /dev/null 2>&1
check "two stars that differ only in colour: not safe" 0 "not safe for colour-blind players: 1 pair of pictures differs only in colour \(“(red|blue)-star.svg” and “(blue|red)-star.svg”\)" -- "$CLI" verify "$tmp/colours.pzw"
check "  and a warning naming both" 0 "“(red|blue)-star.svg” and “(blue|red)-star.svg” have the same outline" -- "$CLI" validate "$tmp/colours.pzw"
check "  --json says so" 0 '"colour-blind-safe" : false' -- "$CLI" verify "$tmp/colours.pzw" --json
# symbols=words|pictures|FILE: a file named without "@" is read too.
printf 'cat\ndog\nsun\nmoon\ntree\nstar\nrain\n' > "$tmp/seven.txt"
check "symbols=FILE reads the file" 0 "" -- "$CLI" generate deck --param order=2 --param "symbols=$tmp/seven.txt" -o "$tmp/s7.pzw"
check "  its words are the symbols" 0 '"rain"' -- "$CLI" export "$tmp/s7.pzw" --format cards-json
check "symbol-list=FILE too" 0 "" -- "$CLI" generate deck --param order=2 --param "symbol-list=$tmp/seven.txt" -o "$tmp/s7b.pzw"
check "a file that is not there is no set" 2 "“$tmp/none.txt” is not words, pictures, shapes or characters" -- "$CLI" generate deck --param order=2 --param "symbols=$tmp/none.txt" -o "$tmp/x.pzw"
check "order 2 for young children" 0 "" -- "$CLI" generate deck --param order=2 --param shape=square -o "$tmp/d2.pzw"
check "  3 on a card" 0 "7 cards, 7 symbols, 3 on a card" -- "$CLI" info "$tmp/d2.pzw"

check "order 6 refused in words" 2 "Order 6 has no projective plane" -- "$CLI" generate deck --param order=6 -o "$tmp/x.pzw"
check "order 10 refused in words" 2 "Order 10 has no projective plane: Lam" -- "$CLI" generate deck --param order=10 -o "$tmp/x.pzw"
check "order 12 refused in words" 2 "not a prime power" -- "$CLI" generate deck --param order=12 -o "$tmp/x.pzw"
check "too many cards" 2 "at most 57 cards, not|from 2 to 57 cards, not 58" -- "$CLI" generate deck --param order=7 --param cards=58 -o "$tmp/x.pzw"
check "an unknown parameter" 2 "colour" -- "$CLI" generate deck --param colour=red -o "$tmp/x.pzw"
check "a built-in set that is not" 2 "animals.*words, pictures" -- "$CLI" generate deck --param symbols=animals -o "$tmp/x.pzw"
check "a list that is not there" 1 "" -- "$CLI" generate deck --param symbol-list=@"$tmp/none.txt" -o "$tmp/x.pzw"
check "no file written on refusal" 1 "" -- test -e "$tmp/x.pzw"

printf 'apple\nbanana\ncherry\n# not this\ndate\nelder\nfig\ngrape\n' > "$tmp/fruit.txt"
check "a list of one's own" 0 "" -- "$CLI" generate deck --param order=2 --param "symbol-list=@$tmp/fruit.txt" -o "$tmp/fruit.pzw"
check "  holds its words" 0 '"elder"' -- "$CLI" export "$tmp/fruit.pzw" --format cards-json
check "symbols=@FILE, as the issue writes it" 0 "" -- "$CLI" generate deck --param order=2 --param "symbols=@$tmp/fruit.txt" -o "$tmp/fruit2.pzw"
check "  holds its words" 0 '"grape"' -- "$CLI" export "$tmp/fruit2.pzw" --format cards-json
head -3 "$tmp/fruit.txt" > "$tmp/short.txt"
check "symbols=@FILE too short, in words" 2 "symbols: order 2 needs 7 symbols, but the list has 3" -- "$CLI" generate deck --param order=2 --param "symbols=@$tmp/short.txt" -o "$tmp/x.pzw"
: > "$tmp/empty.txt"
check "symbols=@FILE empty, in words" 2 "symbols: the list of symbols is empty" -- "$CLI" generate deck --param order=2 --param "symbols=@$tmp/empty.txt" -o "$tmp/x.pzw"
check "  no file written" 1 "" -- test -e "$tmp/x.pzw"

# Hand-edit a deck: card 1's first symbol becomes card 2's first, so the
# pair breaks (and others with it); verify says so and exits 1.
python3 - "$tmp/d7.pzw" "$tmp/broken.pzw" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
cards = d["puzzle"]["cards"]
a, b = cards[0]["symbols"], cards[1]["symbols"]
shared = set(a) & set(b)
swap = next(s for s in b if s not in shared and s not in a)
i = next(i for i, s in enumerate(a) if s not in shared)
a[i] = swap
json.dump(d, open(sys.argv[2], "w"))
PY
check "verify finds the broken pair" 1 "Cards 1 and 2 share 2 symbols" -- "$CLI" verify "$tmp/broken.pzw"
check "verify --json lists the pairs" 1 '"shared" : \[' -- "$CLI" verify "$tmp/broken.pzw" --json
check "validate names the card" 1 'cards\[1\].*Cards 1 and 2 share 2 symbols' -- "$CLI" validate "$tmp/broken.pzw"

# Pictures of one's own, from a folder given on the command line; a
# missing one does not stop the deck from printing (a placeholder takes
# its place).
mkdir "$tmp/pics"
for i in 1 2 3 4 5 6 7; do
  printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="%s" fill="#e01b24"/></svg>' "$i" > "$tmp/pics/p$i.svg"
done
(cd "$tmp/pics" && ls) > "$tmp/pics.txt"
check "a folder of pictures" 0 "" -- "$CLI" generate deck --param order=2 --param "symbol-list=@$tmp/pics.txt" --param "pictures=$tmp/pics" -o "$tmp/pics.pzw"
check "  stored absolute" 0 "\"pictures\" : \"/" -- cat "$tmp/pics.pzw"
check "  printed" 0 "" -- "$CLI" export "$tmp/pics.pzw" --cards -o "$tmp/pics.pdf"
rm "$tmp/pics/p3.svg"
check "  printed with one missing" 0 "" -- "$CLI" export "$tmp/pics.pzw" --cards -o "$tmp/pics2.pdf"
check "  validate names the missing picture" 0 'symbols\[[0-9]\]: warning: The picture “p3.svg” cannot be drawn' -- "$CLI" validate "$tmp/pics.pzw"
printf '<svg><unclosed' > "$tmp/pics/p3.svg"
check "  and a broken one, with librsvg's reason" 0 '“p3.svg” cannot be drawn.*not an SVG' -- "$CLI" validate "$tmp/pics.pzw"
cp "$tmp/pics/p1.svg" "$tmp/pics/p3.svg"
check "  and the same picture under two names, an error" 1 'is the same picture as symbol [0-9] \(“p[13]\.svg”\)' -- "$CLI" validate "$tmp/pics.pzw"
check "  which verify refuses too" 1 'cannot be told apart' -- "$CLI" verify "$tmp/pics.pzw"

# Without the default pictures (here: a bundle that is not there) the
# sample's 57 are one warning that says why, not 57 alike.
check "default pictures missing: one warning for all" 0 '^[^ ]*: \$\.puzzle\.symbols: warning: 57 pictures cannot be drawn \(the cards show grey discs\): .*/nonexistent' -- env PUZZLEWRIGHT_DECK_PICTURES=/nonexistent "$CLI" validate "$SAMPLE"
check "  and no other" 0 "^1$" -- sh -c "PUZZLEWRIGHT_DECK_PICTURES=/nonexistent '$CLI' validate '$SAMPLE' | grep -c warning"
check "export cards-json" 0 "" -- "$CLI" export "$SAMPLE" --format cards-json -o "$tmp/cards.json"
check "  one list a card" 0 '^      "[a-z]+(-[a-z]+)*\.svg",?$' -- cat "$tmp/cards.json"
check "import cards-json" 0 "" -- "$CLI" import cards-json "@$tmp/cards.json" -o "$tmp/imported.pzw"
check "  the import verifies" 0 "55 cards" -- "$CLI" verify "$tmp/imported.pzw"
printf '{"cards": [["a", "b"], ["a", 7.5]]}' > "$tmp/bad.json"
check "broken cards-json named" 1 '\$\.cards\[1\]\[1\]' -- "$CLI" import cards-json "@$tmp/bad.json" -o "$tmp/x.pzw"
printf '{"cards": [["a", "b"], ["a", true]]}' > "$tmp/bad2.json"
check "  a true is not a symbol either" 1 '\$\.cards\[1\]\[1\]' -- "$CLI" import cards-json "@$tmp/bad2.json" -o "$tmp/x.pzw"
# Symbols numbered, as programs write them: the Fano plane.
printf '{"cards": [[0,1,2],[0,3,4],[0,5,6],[1,3,5],[1,4,6],[2,3,6],[2,4,5]]}' > "$tmp/fano.json"
check "numbered symbols import" 0 "" -- "$CLI" import cards-json "@$tmp/fano.json" -o "$tmp/fano.pzw"
check "  and verify as a plane of order 2" 0 "Every two of the 7 cards share exactly one symbol" -- "$CLI" verify "$tmp/fano.pzw"
printf '{"cards": [["a", "b"], ["a", "c"], ["b", "d"]]}' > "$tmp/hand.json"
check "a hand-made import" 0 "" -- "$CLI" import cards-json "@$tmp/hand.json" -o "$tmp/hand.pzw"
check "  fails verify" 1 "Cards 2 and 3 share no symbol" -- "$CLI" verify "$tmp/hand.pzw"
check "  validate names the pair as a place, not a cell" 1 '"place" : "Cards 2 and 3"' -- "$CLI" validate "$tmp/hand.pzw" --json
check "a file name without @ is explained" 1 "read as the text to import, not as a file.*write @" -- "$CLI" import cards-json "$tmp/hand.json" -o "$tmp/x.pzw"

python3 - "$SAMPLE" "$tmp/bad-index.pzw" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["puzzle"]["cards"][3]["symbols"][2] = 999
json.dump(d, open(sys.argv[2], "w"))
PY
check "a symbol index out of range" 1 '\$\.puzzle\.cards\[3\]\.symbols\[2\]' -- "$CLI" validate "$tmp/bad-index.pzw"

check "layout, square" 0 "Laid out 55 cards" -- "$CLI" layout "$SAMPLE" --shape square --seed 9 -o "$tmp/square.pzw"
check "  still verifies" 0 "55 cards" -- "$CLI" verify "$tmp/square.pzw"
check "layout, bad sizes" 2 "" -- "$CLI" layout "$SAMPLE" --min-size 5 -o "$tmp/x.pzw"
check "cards to PDF, duplex, bleed" 0 "" -- "$CLI" export "$SAMPLE" --cards --duplex --bleed 3 -o "$tmp/cards.pdf"
check "cut circles instead of crop marks" 0 "" -- "$CLI" export "$SAMPLE" --cards --marks own -o "$tmp/own.pdf"
# The sample's SVG pictures stay lines and shapes in the PDF: pdfimages
# lists no image at all, and the 55 cards of Twemoji pictures make about
# 520 KB (as 600 dpi images, cards of far simpler shapes made 2.5 MB).
check "  its SVG pictures stay vectors" 0 "" -- sh -c "[ \$(stat -c %s '$tmp/own.pdf') -lt 1000000 ] && [ \$(pdfimages -list '$tmp/own.pdf' | tail -n +3 | wc -l) -eq 0 ]"
check "unknown marks named" 2 "use lines, crop or own" -- "$CLI" export "$SAMPLE" --cards --marks circles -o "$tmp/x.pdf"
check "bleed with its unit, 3mm" 0 "" -- "$CLI" export "$SAMPLE" --cards --duplex --bleed 3mm -o "$tmp/cards-mm.pdf"
pdftoppm -r 20 -png -f 1 -l 1 "$tmp/cards.pdf" "$tmp/b3"
pdftoppm -r 20 -png -f 1 -l 1 "$tmp/cards-mm.pdf" "$tmp/b3mm"
check "  the same page as --bleed 3" 0 "" -- cmp "$tmp"/b3-*1.png "$tmp"/b3mm-*1.png
check "--per-page 4 for cards" 0 "" -- "$CLI" export "$tmp/d2.pzw" --cards --per-page 4 -o "$tmp/d2-4.pdf"
check "  7 cards on 2 pages" 0 "^Pages: +2$" -- pdfinfo "$tmp/d2-4.pdf"
check "--per-page 1, one large card a page" 0 "" -- "$CLI" export "$tmp/d2.pzw" --cards --per-page 1 --duplex -o "$tmp/d2-1.pdf"
check "  7 fronts and 7 backs" 0 "^Pages: +14$" -- pdfinfo "$tmp/d2-1.pdf"
check "--per-page out of range for cards" 2 "--per-page: 101 is not from 0" -- "$CLI" export "$tmp/d2.pzw" --cards --per-page 101 -o "$tmp/x.pdf"
check "--help says what --per-page does for cards" 0 "with --cards, the card size" -- "$CLI" export --help
check "a deck prints its cards without --cards" 0 "" -- "$CLI" export "$tmp/d2.pzw" --per-page 4 --bleed 3mm --duplex -o "$tmp/d2-plain.pdf"
check "  7 fronts and 7 backs, 4 a page" 0 "^Pages: +4$" -- pdfinfo "$tmp/d2-plain.pdf"
check "  its overview sheet when asked for answers" 0 "" -- "$CLI" export "$tmp/d2.pzw" --answers separate -o "$tmp/d2-sheet.pdf"
check "  a sheet and its key" 0 "^Pages: +2$" -- pdfinfo "$tmp/d2-sheet.pdf"
check "--back-offset for duplex" 0 "" -- "$CLI" export "$tmp/d2.pzw" --cards --duplex --back-offset 1.5,-0.5 -o "$tmp/d2-off.pdf"
check "--back-offset without --duplex" 2 "applies to --cards --duplex only" -- "$CLI" export "$tmp/d2.pzw" --cards --back-offset 1,1 -o "$tmp/x.pdf"
check "--back-offset malformed, in words" 2 "Unknown back offset “1”: give X,Y in millimetres" -- "$CLI" export "$tmp/d2.pzw" --cards --duplex --back-offset 1 -o "$tmp/x.pdf"
check "bleed in inches" 0 "" -- "$CLI" export "$SAMPLE" --cards --bleed 0.1in -o "$tmp/cards-in.pdf"
check "bleed too wide, in words" 2 "Unknown bleed “7mm”.*from 0 to 6 mm" -- "$CLI" export "$SAMPLE" --cards --bleed 7mm -o "$tmp/x.pdf"
check "bleed of no unit known" 2 "Unknown bleed “3 furlongs”" -- "$CLI" export "$SAMPLE" --cards --bleed "3 furlongs" -o "$tmp/x.pdf"
if command -v pdfinfo >/dev/null; then
  # Six cards a page: 10 front pages and 10 backs.
  check "  20 pages" 0 "Pages: +20" -- pdfinfo "$tmp/cards.pdf"
fi
tap_done
