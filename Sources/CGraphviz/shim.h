// The slice of Graphviz (libgvc, libcgraph; 2.42 to 14) that Lifeline calls, made importable by Swift 6.
//
// Why a shim at all:
// - cgraph declares most string parameters as `char *`; Swift imports those as
//   `UnsafeMutablePointer<CChar>`, so a Swift `String` won't pass. The wrappers below take
//   `const char *` (cgraph copies the strings, it never writes through them).
// - Swift 6 rejects C mutable globals (`Agdirected`, `Nop`): read and write them through functions.
#ifndef LIFELINE_CGRAPHVIZ_SHIM_H
#define LIFELINE_CGRAPHVIZ_SHIM_H

// pkg-config's `-I…/include/graphviz` makes these the names on every install.
#include <gvc.h>
#include <cgraph.h>
#include "version.h"
#include "ids.h"

/// The `-n` flag of the `neato` program: when non-zero, neato keeps the `pos` of every node
/// (in points) instead of computing a layout. Defined and exported by libgvc (lib/common/globals.h,
/// which is not an installed header).
extern int Nop;

/// Sets neato's `-n` mode (0 = off, 1 = node positions given, 2 = node and edge positions given).
/// Only call it while holding the process-wide Graphviz lock, and reset it to 0 afterwards.
static inline void lifeline_gv_set_neato_no_op(int value) { Nop = value; }

/// Reads neato's `-n` mode.
static inline int lifeline_gv_neato_no_op(void) { return Nop; }

/// The descriptor of a non-strict directed graph, for `lifeline_agopen`.
static inline Agdesc_t lifeline_agdirected(void) { return Agdirected; }

/// The descriptor of a non-strict undirected graph, for `lifeline_agopen`.
static inline Agdesc_t lifeline_agundirected(void) { return Agundirected; }

/// `agopen` with a `const` name, numbering objects in creation order (`ids.h`).
static inline Agraph_t *lifeline_agopen(const char *name, Agdesc_t desc) {
    return lifeline_agopen_ids(name, desc);
}

/// `agnode` with a `const` name (`create` non-zero creates the node when missing).
static inline Agnode_t *lifeline_agnode(Agraph_t *graph, const char *name, int create) {
    return agnode(graph, (char *)name, create);
}

/// `agsafeset` with `const` strings: sets an attribute, declaring it with `fallback` as default.
static inline int lifeline_agsafeset(void *object, const char *name, const char *value,
                                     const char *fallback) {
    return agsafeset(object, (char *)name, (char *)value, (char *)fallback);
}

/// The name of a graph, node or edge; anonymous graphs are named `%<counter>`.
static inline const char *lifeline_agnameof(void *object) { return agnameof(object); }

#endif
