/* pw-wordnet-compile.c — the build's step from WordNet's noun files to
 * the compact table pw-wordnet.h loads:
 *   pw-wordnet-compile INDEX.NOUN DATA.NOUN CNTLIST.REV OUTPUT.bin */
#include <stdio.h>

#include "pw-wordnet.h"

int
main (int argc, char **argv)
{
  if (argc != 5)
    {
      fprintf (stderr, "usage: %s INDEX.NOUN DATA.NOUN CNTLIST.REV OUTPUT\n", argv[0]);
      return 2;
    }
  /* Each its own g_autofree: on an array it would free the first only. */
  g_autofree char *index = NULL, *data_text = NULL, *counts = NULL;
  char **texts[3] = { &index, &data_text, &counts };
  gsize lengths[3];
  g_autoptr (GError) error = NULL;
  for (guint i = 0; i < 3; i++)
    if (!g_file_get_contents (argv[i + 1], texts[i], &lengths[i], &error))
      {
        fprintf (stderr, "%s\n", error->message);
        return 1;
      }
  g_autoptr (PwWordnet) wordnet = pw_wordnet_parse (index, lengths[0], data_text, lengths[1],
                                                    counts, lengths[2], &error);
  if (wordnet == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  g_autoptr (GBytes) bytes = pw_wordnet_serialize (wordnet);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  if (!g_file_set_contents (argv[4], data, (gssize) size, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  return 0;
}
