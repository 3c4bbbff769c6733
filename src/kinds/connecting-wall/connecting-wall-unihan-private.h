/* connecting-wall-unihan-private.h — the compiled Unihan table's record,
 * shared by the table's reader (connecting-wall-unihan-table.c) and its
 * lookups (connecting-wall-unihan.c). */
#pragma once

#include "connecting-wall-unihan.h"

G_BEGIN_DECLS

enum
{
  PW_UNIHAN_PINYIN,
  PW_UNIHAN_DEFINITION,
  PW_UNIHAN_ON,
  PW_UNIHAN_KUN,
  PW_UNIHAN_N_TEXTS
};

/* Record flags. */
#define PW_UNIHAN_JOYO 0x01u
#define PW_UNIHAN_SIMPLIFIED_FORM 0x02u  /* its traditional form is another character */
#define PW_UNIHAN_TRADITIONAL_FORM 0x04u /* its simplified form is another character */
#define PW_UNIHAN_FREQUENCY_SHIFT 4      /* bits 4–6: kFrequency, 0 for none */

typedef struct
{
  guint32 cp;
  guint16 tgh;      /* 1–8105, 0: not in the Table */
  guint8 grade;     /* 1–6, 0: not on Hong Kong's primary list */
  guint8 flags;
  guint32 text[PW_UNIHAN_N_TEXTS]; /* offsets into the strings */
} PwUnihanRecord;

G_STATIC_ASSERT (sizeof (PwUnihanRecord) == 24);

struct _PwConnectingWallUnihan
{
  GHashTable *entries; /* while parsing: code point → what was read */
  GHashTable *radicals;   /* while parsing: Kangxi radical number → its ideograph */
  GHashTable *equivalent; /* while parsing: radical form → its unified ideograph */
  GBytes *bytes;       /* once compiled: holds what the pointers point into */
  guint n_records;
  const PwUnihanRecord *records;
  const char *strings;
};

/* The record of @c, or NULL. */
const PwUnihanRecord *pw_connecting_wall_unihan_record (const PwConnectingWallUnihan *t, gunichar c);

G_END_DECLS
