/* pw-icu-lazy.c — ICU, opened the first time text needs it.
 *
 * Why: a process that links libicuuc loads and relocates it, its 30 MB
 * data library and libstdc++ before main() runs: about 4 ms of CPU on
 * every start (bench/cli/startup.sh), more than the whole of a small
 * `puzzlewright-cli xcc` run, and most command-line runs (--version,
 * --help, xcc, count of a Dominosa grid) never segment or fold a word.
 * So libpuzzlewright-base does not link ICU.  pw-text.c and
 * pw-text-case.c call ICU as before; the names they call (ICU's headers
 * rename ubrk_open to ubrk_open_72 and so on) are defined here as
 * forwarders, and the first call of any of them opens the libicuuc the
 * build compiled against.
 *
 * The forwarders are hidden: outside this library the names still mean
 * ICU's own, so a library of the same process that links ICU (libxml2
 * under librsvg in the app) never calls through here.
 */
#include "pw-lazy-lib.h"

/* ICU's names, declared hidden here (ICU's headers take a U_EXPORT
 * given to them) so that the definitions below are. */
#define U_EXPORT __attribute__ ((visibility ("hidden")))
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/utext.h>
#include <unicode/uvernum.h>

/* The soname of the major version the headers are, as ICU installs it. */
static PwLazyLib icu = PW_LAZY_LIB_INIT ("libicuuc.so." G_STRINGIFY (U_ICU_VERSION_MAJOR_NUM));

/* Defines ICU's @name (already renamed by the headers, ubrk_open_72 and
 * so on) as a forwarder. */
#define PW_ICU_FORWARD(ret, name, params, args) PW_LAZY_FORWARD (icu, ret, name, params, args)

/* One line per ICU function pw-text.c and pw-text-case.c call.  A call
 * of another one fails the link of libpuzzlewright-base (meson links
 * shared libraries with --no-undefined): add its line here. */
PW_ICU_FORWARD (int8_t, u_charType, (UChar32 c), (c))
PW_ICU_FORWARD (const char *, u_errorName, (UErrorCode code), (code))
PW_ICU_FORWARD (UChar32, u_foldCase, (UChar32 c, uint32_t options), (c, options))
PW_ICU_FORWARD (void, u_getUnicodeVersion, (UVersionInfo info), (info))
PW_ICU_FORWARD (UBool, u_isUWhiteSpace, (UChar32 c), (c))
PW_ICU_FORWARD (int32_t, u_strFoldCase,
                (UChar *dest, int32_t cap, const UChar *src, int32_t len, uint32_t options,
                 UErrorCode *status),
                (dest, cap, src, len, options, status))
PW_ICU_FORWARD (UChar *, u_strFromUTF8,
                (UChar *dest, int32_t cap, int32_t *n, const char *src, int32_t len,
                 UErrorCode *status),
                (dest, cap, n, src, len, status))
PW_ICU_FORWARD (int32_t, u_strToLower,
                (UChar *dest, int32_t cap, const UChar *src, int32_t len, const char *locale,
                 UErrorCode *status),
                (dest, cap, src, len, locale, status))
PW_ICU_FORWARD (int32_t, u_strToUpper,
                (UChar *dest, int32_t cap, const UChar *src, int32_t len, const char *locale,
                 UErrorCode *status),
                (dest, cap, src, len, locale, status))
PW_ICU_FORWARD (char *, u_strToUTF8,
                (char *dest, int32_t cap, int32_t *n, const UChar *src, int32_t len,
                 UErrorCode *status),
                (dest, cap, n, src, len, status))
PW_ICU_FORWARD (void, u_versionToString, (const UVersionInfo info, char *out), (info, out))
PW_ICU_FORWARD (void, ubrk_close, (UBreakIterator *bi), (bi))
PW_ICU_FORWARD (int32_t, ubrk_first, (UBreakIterator *bi), (bi))
PW_ICU_FORWARD (int32_t, ubrk_following, (UBreakIterator *bi, int32_t offset), (bi, offset))
PW_ICU_FORWARD (int32_t, ubrk_next, (UBreakIterator *bi), (bi))
PW_ICU_FORWARD (UBreakIterator *, ubrk_open,
                (UBreakIteratorType type, const char *locale, const UChar *text, int32_t len,
                 UErrorCode *status),
                (type, locale, text, len, status))
PW_ICU_FORWARD (void, ubrk_setText,
                (UBreakIterator *bi, const UChar *text, int32_t len, UErrorCode *status),
                (bi, text, len, status))
PW_ICU_FORWARD (void, ubrk_setUText, (UBreakIterator *bi, UText *text, UErrorCode *status),
                (bi, text, status))
PW_ICU_FORWARD (const UNormalizer2 *, unorm2_getNFCInstance, (UErrorCode *status), (status))
PW_ICU_FORWARD (const UNormalizer2 *, unorm2_getNFDInstance, (UErrorCode *status), (status))
PW_ICU_FORWARD (int32_t, unorm2_normalize,
                (const UNormalizer2 *norm, const UChar *src, int32_t len, UChar *dest,
                 int32_t cap, UErrorCode *status),
                (norm, src, len, dest, cap, status))
PW_ICU_FORWARD (UScriptCode, uscript_getScript, (UChar32 c, UErrorCode *status), (c, status))
PW_ICU_FORWARD (UText *, utext_close, (UText *ut), (ut))
PW_ICU_FORWARD (UText *, utext_openUTF8,
                (UText *ut, const char *s, int64_t len, UErrorCode *status),
                (ut, s, len, status))
