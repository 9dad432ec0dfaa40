// Deterministic object ids for cgraph, and a DOT reader that uses them.
//
// cgraph's own id discipline makes a named object's id the address of its name's shared
// string, and keeps subgraphs ordered by id: the order of clusters in Graphviz's output then
// followed the heap's history, and one DOT text could give different SVG bytes from one run to
// the next. This discipline numbers named objects in the order they are first named (ids 2, 4,
// 6, …; a name given again keeps its id) and anonymous ones 1, 3, 5, … per graph, so the same
// DOT text always gives the same ids, orders and bytes.
#ifndef LIFELINE_CGRAPHVIZ_IDS_H
#define LIFELINE_CGRAPHVIZ_IDS_H

#include <cgraph.h>
#include "version.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// The state of one root graph's ids.
typedef struct {
    Agraph_t *graph;
    /// Names by sequence number, from 1 (the shared strings, pinned while the graph lives).
    char **names;
    size_t count, capacity;
    /// Open addressing from a shared string's address to its sequence number.
    char **keys;
    size_t *numbers;
    size_t slots;
    /// The next anonymous id (odd).
    IDTYPE anonymous;
} lifeline_ids;

static void *lifeline_ids_open(Agraph_t *graph, Agdisc_t *disc) {
    (void)disc;
    lifeline_ids *state = calloc(1, sizeof *state);
    if (state) {
        state->graph = graph;
        state->anonymous = 1;
    }
    return state;
}

static size_t lifeline_ids_find(const lifeline_ids *state, const char *key) {
    size_t slot = (size_t)(((uintptr_t)key >> 4) * 0x9E3779B97F4A7C15ull) & (state->slots - 1);
    while (state->keys[slot] && state->keys[slot] != key) slot = (slot + 1) & (state->slots - 1);
    return slot;
}

/// Room for one more name: the table at most half full, the list with a free place.
static int lifeline_ids_reserve(lifeline_ids *state) {
    if (state->count + 2 > state->capacity) {
        size_t capacity = state->capacity ? state->capacity * 2 : 64;
        char **names = realloc(state->names, capacity * sizeof *names);
        if (!names) return 0;
        state->names = names;
        state->capacity = capacity;
    }
    if ((state->count + 1) * 2 > state->slots) {
        size_t slots = state->slots ? state->slots * 2 : 128;
        char **keys = calloc(slots, sizeof *keys);
        size_t *numbers = calloc(slots, sizeof *numbers);
        if (!keys || !numbers) { free(keys); free(numbers); return 0; }
        lifeline_ids grown = *state;
        grown.keys = keys;
        grown.numbers = numbers;
        grown.slots = slots;
        for (size_t number = 1; number <= state->count; number++) {
            size_t slot = lifeline_ids_find(&grown, state->names[number]);
            keys[slot] = state->names[number];
            numbers[slot] = number;
        }
        free(state->keys);
        free(state->numbers);
        *state = grown;
    }
    return 1;
}

static long lifeline_ids_map(void *context, int objtype, char *name, IDTYPE *id, int create) {
    (void)objtype;
    lifeline_ids *state = context;
    if (!name) {
        *id = state->anonymous;
        state->anonymous += 2;
        return 1;
    }
    // As cgraph's own discipline: a created object holds a reference to its name.
    char *shared = create ? agstrdup(state->graph, name) : agstrbind(state->graph, name);
    *id = 0;  // matches no object
    if (!shared) return 1;
    if (!lifeline_ids_reserve(state)) return 0;
    size_t slot = lifeline_ids_find(state, shared);
    if (state->keys[slot]) {
        *id = (IDTYPE)state->numbers[slot] * 2;
        return 1;
    }
    if (!create) return 1;
    // Pinned, so that the address stays this name's while the table holds it.
    agstrdup(state->graph, shared);
    state->count += 1;
    state->names[state->count] = shared;
    state->keys[slot] = shared;
    state->numbers[slot] = state->count;
    *id = (IDTYPE)state->count * 2;
    return 1;
}

#if !LIFELINE_GRAPHVIZ_AT_LEAST_13
static long lifeline_ids_alloc(void *context, int objtype, IDTYPE request) {
    (void)context; (void)objtype; (void)request;
    return 0;
}
#endif

static char *lifeline_ids_name(const lifeline_ids *state, IDTYPE id) {
    return id % 2 == 0 && id / 2 >= 1 && id / 2 <= state->count ? state->names[id / 2] : NULL;
}

static void lifeline_ids_free(void *context, int objtype, IDTYPE id) {
    (void)objtype;
    lifeline_ids *state = context;
    char *name = lifeline_ids_name(state, id);
    if (name) lifeline_agstrfree(state->graph, name);
}

static char *lifeline_ids_print(void *context, int objtype, IDTYPE id) {
    (void)objtype;
    return lifeline_ids_name(context, id);
}

static void lifeline_ids_close(void *context) {
    lifeline_ids *state = context;
    // The pinned strings go with the graph's string pool.
    free(state->names);
    free(state->keys);
    free(state->numbers);
    free(state);
}

static void lifeline_ids_register(void *context, int objtype, void *object) {
    (void)context; (void)objtype; (void)object;
}

// Designated initializers: Graphviz 13 removed `alloc` from the middle of this struct, and a
// positional list would shift every later function pointer (a crash in `appendnode`).
static Agiddisc_t lifeline_id_discipline = {
    .open = lifeline_ids_open,
    .map = lifeline_ids_map,
#if !LIFELINE_GRAPHVIZ_AT_LEAST_13
    .alloc = lifeline_ids_alloc,
#endif
    .free = lifeline_ids_free,
    .print = lifeline_ids_print,
    .close = lifeline_ids_close,
    .idregister = lifeline_ids_register,
};

/// A DOT text being read, for `lifeline_agmemread`.
typedef struct {
    const char *text;
    size_t length, position;
} lifeline_dot_text;

/// cgraph's reader asks for a line at a time (as its own `agmemread` does).
static int lifeline_dot_read(void *channel, char *buffer, int size) {
    lifeline_dot_text *text = channel;
    if (size <= 0 || text->position >= text->length) return 0;
    int count = 0;
    char byte;
    do {
        byte = text->text[text->position + count];
        buffer[count++] = byte;
    } while (byte && byte != '\n' && count < size && text->position + count < text->length);
    text->position += count;
    return count;
}

static Agiodisc_t lifeline_dot_io = { .afread = lifeline_dot_read };

/// `agmemread` with `lifeline_id_discipline`.
static inline Agraph_t *lifeline_agmemread(const char *dot) {
    lifeline_dot_text text = { dot, strlen(dot), 0 };
    lifeline_dot_io.putstr = AgIoDisc.putstr;
    lifeline_dot_io.flush = AgIoDisc.flush;
    // No `.mem`: Graphviz 9 removed it, and before that NULL meant the default.
    Agdisc_t discipline = { .id = &lifeline_id_discipline, .io = &lifeline_dot_io };
    return agread(&text, &discipline);
}

/// `agopen` with `lifeline_id_discipline`.
static inline Agraph_t *lifeline_agopen_ids(const char *name, Agdesc_t desc) {
    Agdisc_t discipline = { .id = &lifeline_id_discipline, .io = &AgIoDisc };
    return agopen((char *)name, desc, &discipline);
}

#endif
