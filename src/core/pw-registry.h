/* pw-registry.h — a list of const tables looked up by id.
 *
 * Each layer keeps one table per kind (PwKind in core, PwKindRender in
 * src/render, PwKindEditor in src/app), always with the id as the first
 * member, so one small list serves all three.  Filled once at start-up,
 * then only read; the lock makes a late registration (a test adding the
 * hidden test kind) safe anyway.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  GMutex     lock;
  GPtrArray *tables;
} PwRegistry;

#define PW_REGISTRY_INIT { 0 }

/* Adds @table unless a table with the same id is there (the first wins).
 * @table's first member is its `const char *` id. */
void          pw_registry_table_add    (PwRegistry *registry, gconstpointer table);
/* The table whose id is @id, or NULL. */
gconstpointer pw_registry_table_lookup (PwRegistry *registry, const char *id);
/* A new array of the tables, in the order they were added. */
GPtrArray    *pw_registry_table_list   (PwRegistry *registry);

G_END_DECLS
