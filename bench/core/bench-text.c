/* bench-text — how fast core's text helpers go through mixed-script text.
 *
 * Builds a text of about --megabytes MB by repeating one paragraph in each
 * of English, French (half its accents typed as combining marks), Greek,
 * Russian, Chinese, Japanese, Korean, Hindi, Arabic and emoji sequences,
 * then times, over --runs runs each, in CPU seconds (getrusage):
 *   count      pw_text_grapheme_count() over the whole text
 *   iterate    a PwTextIter walk over the whole text
 *   split      pw_text_graphemes() on each line (allocates a string each)
 *   fold       pw_text_fold (CASE | ACCENTS) on each line
 *   strlen     g_utf8_strlen(), code points only: the baseline to compare
 * and prints the median MB/s of each, with its ratio to the baseline.
 *
 *   bench-text [--runs 7] [--megabytes 4]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "pw-text.h"

static const char *const paragraphs[] = {
  "The quick brown fox jumps over the lazy dog, twice; then it naps.\n",
  "Le cœur a ses raisons que la raison ne connaît point : café, crème brûlée, noël.\n",
  "Le cœur a ses raisons que la raison ne connai\xcc\x82t point : cafe\xcc\x81, "
  "cre\xcc\x80me bru\xcc\x82le\xcc\x81" "e.\n",
  "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία· ο Σίσυφος ανεβαίνει ξανά.\n",
  "Съешь же ещё этих мягких французских булок, да выпей чаю.\n",
  "天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。疗宁犰㕤𠮩叮。\n",
  "いろはにほへと　ちりぬるを　わかよたれそ　つねならむ。ガギグゲゴ。\n",
  "키스의 고유조건은 입술끼리 만나야 하고 특별한 기술은 필요치 않다.\n",
  "ऋषियों को सताने वाले दुष्ट राक्षसों के राजा रावण का सर्वनाश करने वाले।\n",
  "نص حكيم له سر قاطع وذو شأن عظيم مكتوب على ثوب أخضر.\n",
  "👨‍👩‍👧‍👦 🏳️‍🌈 👍🏽 🇫🇷🇩🇪🇯🇵 1️⃣ 🧑🏾‍💻 ❤️‍🔥\n",
};

static double
cpu_seconds (void)
{
  struct rusage ru;
  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_utime.tv_sec + ru.ru_stime.tv_sec
         + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

typedef enum { COUNT, ITERATE, SPLIT, FOLD, STRLEN, N_TASKS } Task;
static const char *const task_names[] = { "count", "iterate", "split", "fold", "strlen" };

/* Runs @task once over the text (or its lines); returns a checksum so the
 * work cannot be optimized away. */
static gsize
run_task (Task task, const GString *text, char **lines)
{
  gsize sum = 0;
  switch (task)
    {
    case COUNT:
      return pw_text_grapheme_count (text->str, (gssize) text->len);
    case ITERATE:
      {
        PwTextIter iter;
        gsize n;
        pw_text_iter_init (&iter, text->str, (gssize) text->len);
        while (pw_text_iter_next (&iter, NULL, &n))
          sum += n;
        return sum;
      }
    case SPLIT:
      for (guint i = 0; lines[i]; i++)
        {
          guint n;
          char **parts = pw_text_graphemes (lines[i], -1, &n);
          sum += n;
          g_strfreev (parts);
        }
      return sum;
    case FOLD:
      for (guint i = 0; lines[i]; i++)
        {
          char *folded = pw_text_fold (lines[i], -1, PW_TEXT_FOLD_CASE | PW_TEXT_FOLD_ACCENTS);
          sum += strlen (folded);
          g_free (folded);
        }
      return sum;
    case STRLEN:
      return (gsize) g_utf8_strlen (text->str, (gssize) text->len);
    case N_TASKS:
      break;
    }
  g_assert_not_reached ();
}

int
main (int argc, char **argv)
{
  int runs = 7;
  double megabytes = 4;
  for (int i = 1; i + 1 < argc; i += 2)
    {
      if (strcmp (argv[i], "--runs") == 0)
        runs = MAX (1, atoi (argv[i + 1]));
      else if (strcmp (argv[i], "--megabytes") == 0)
        megabytes = MAX (0.01, g_ascii_strtod (argv[i + 1], NULL));
      else
        {
          fprintf (stderr, "usage: bench-text [--runs N] [--megabytes M]\n");
          return 2;
        }
    }

  g_autoptr (GString) text = g_string_new (NULL);
  while (text->len < megabytes * 1e6)
    for (guint p = 0; p < G_N_ELEMENTS (paragraphs); p++)
      g_string_append (text, paragraphs[p]);
  g_auto (GStrv) lines = g_strsplit (text->str, "\n", -1);
  double mb = text->len / 1e6;
  guint clusters = pw_text_grapheme_count (text->str, (gssize) text->len);
  printf ("text: %.2f MB, %ld code points, %u grapheme clusters, Unicode %s\n", mb,
          g_utf8_strlen (text->str, (gssize) text->len), clusters, pw_text_unicode_version ());

  double median[N_TASKS];
  for (Task t = 0; t < N_TASKS; t++)
    {
      double *rates = g_new (double, runs);
      for (int r = 0; r < runs; r++)
        {
          double start = cpu_seconds ();
          gsize check = run_task (t, text, lines);
          double seconds = MAX (cpu_seconds () - start, 1e-6);
          rates[r] = mb / seconds;
          if ((t == COUNT && check != clusters) || (t == ITERATE && check != text->len))
            g_error ("%s: checksum %zu is wrong", task_names[t], (size_t) check);
        }
      qsort (rates, (size_t) runs, sizeof (double), compare_doubles);
      median[t] = rates[runs / 2];
      g_free (rates);
    }
  for (Task t = 0; t < N_TASKS; t++)
    printf ("%-8s %8.1f MB/s  (%.3f × strlen)\n", task_names[t], median[t],
            median[t] / median[STRLEN]);
  return 0;
}
