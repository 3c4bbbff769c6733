/* xcc-problems.h — classic exact-cover problems built through pw-xcc.h,
 * shared by the tests and the benchmark. */
#pragma once

#include "pw-xcc.h"

G_BEGIN_DECLS

/* n queens: rows and columns primary, both diagonals secondary.  Rows and
 * columns are listed from the middle outwards ("organ-pipe" order), which
 * makes MRV ties favour the most constrained lines. */
PwXcc   *xcc_problem_queens      (guint n);
/* Langford pairs of 1..n: each value twice, k apart by k; both directions. */
PwXcc   *xcc_problem_langford    (guint n);
/* The 12 pentominoes on a width x height board (all placements). */
PwXcc   *xcc_problem_pentominoes (guint width, guint height);

/* A word search: words primary, cells secondary coloured by their letter.
 * @directions is 8 (all) or 2 (right, down); @words are upper-case ASCII. */
PwXcc   *xcc_problem_word_search (const char *const *words, guint width, guint height,
                                  guint directions);
/* A random list of @n_words distinct words of 3..@max_len letters from a
 * small alphabet, none a palindrome (which would place twice). */
char   **xcc_random_words        (guint64 seed, guint n_words, guint max_len);

/* A copy of @xcc with its options in an order shuffled by @seed, as a
 * generator tries them (word searches built in order pack their words
 * without a wrong turn).  Items keep their numbers. */
PwXcc   *xcc_problem_shuffled    (PwXcc *xcc, guint64 seed);

/* Checks @options against the definition of a solution, independently of
 * the engine: every primary item exactly once, every secondary item at
 * most once or always with one colour.  Sets a message when it fails. */
gboolean xcc_check_solution      (PwXcc *xcc, const guint *options, guint n_options,
                                  char **message);

G_END_DECLS
