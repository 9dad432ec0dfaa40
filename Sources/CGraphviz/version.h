// Which Graphviz the shim is compiled against, and the few calls whose shape depends on it.
//
// One source serves Debian's 2.42/2.43 and Graphviz 9–14 (Homebrew ships 12 and later); each
// difference is in Docs/graphviz.md with the version that made it. `graphviz_version.h` is
// installed by every release; `GRAPHVIZ_VERSION_MAJOR` only from 14, and `GVPLUGIN_VERSION`
// (the plugin ABI) is 6 on 2.42–12.x and 8 from 13.0.0, which is the release that matters here.
#ifndef LIFELINE_CGRAPHVIZ_VERSION_H
#define LIFELINE_CGRAPHVIZ_VERSION_H

#include <graphviz_version.h>
#include <cgraph.h>
#include <gvc.h>
#include <stddef.h>

#if defined(GRAPHVIZ_VERSION_MAJOR)
#define LIFELINE_GRAPHVIZ_AT_LEAST_13 (GRAPHVIZ_VERSION_MAJOR >= 13)
#elif defined(GVPLUGIN_VERSION) && GVPLUGIN_VERSION >= 8
#define LIFELINE_GRAPHVIZ_AT_LEAST_13 1
#else
#define LIFELINE_GRAPHVIZ_AT_LEAST_13 0
#endif

/// The plugin ABI this shim was compiled against (6 before Graphviz 13, 8 from 13).
static inline int lifeline_gv_plugin_abi(void) { return GVPLUGIN_VERSION; }

/// The name of the plugin registry file in Graphviz's plugin directory (`config6a`, `config8`).
static inline const char *lifeline_gv_plugin_registry(void) { return GVPLUGIN_CONFIG_FILE; }

/// The version of the headers the shim was compiled against, e.g. "2.43.0" or "14.1.3".
static inline const char *lifeline_gv_header_version(void) { return PACKAGE_VERSION; }

/// `agstrfree`: Graphviz 13 added a third parameter saying whether the string is HTML-like.
static inline int lifeline_agstrfree(Agraph_t *graph, const char *string) {
#if LIFELINE_GRAPHVIZ_AT_LEAST_13
    return agstrfree(graph, string, aghtmlstr(string));
#else
    return agstrfree(graph, (char *)string);
#endif
}

#if !LIFELINE_GRAPHVIZ_AT_LEAST_13
/// Discards what cgraph's (global, non-reentrant) DOT lexer buffered from the previous read.
/// libcgraph exports it before 13 but no installed header declares it; from 13 it takes a
/// scanner, and this declaration would link and crash, hence the version test.
extern void aglexbad(void);
#endif

/// Prepares cgraph's DOT reader for a new text, counting lines from 1. Before Graphviz 13 the
/// lexer is global: `agmemread` stops after the first graph and keeps the rest of the text
/// buffered, and the next read would start with that rest (a trailing newline, or a whole
/// second graph). From 13 every read has its own scanner, so there is nothing to reset.
static inline void lifeline_agreset_reader(void) {
#if !LIFELINE_GRAPHVIZ_AT_LEAST_13
    aglexbad();
    agreadline(1);
#endif
}

/// `gvRenderData` with a `size_t` length (it was `unsigned int *` before Graphviz 13).
static inline int lifeline_gvRenderData(GVC_t *context, Agraph_t *graph, const char *format,
                                        char **data, size_t *length) {
#if LIFELINE_GRAPHVIZ_AT_LEAST_13
    return gvRenderData(context, graph, format, data, length);
#else
    unsigned int count = 0;
    int result = gvRenderData(context, graph, format, data, &count);
    *length = count;
    return result;
#endif
}

#endif
