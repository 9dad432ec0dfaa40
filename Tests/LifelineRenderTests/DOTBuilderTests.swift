import Testing
@testable import LifelineRender
import LifelineSupport

@Suite struct DOTBuilderTests {
    /// A small state machine with a cluster and an HTML legend, as the renderers will build it.
    func sceneGraph() -> DOTGraph {
        var graph = DOTGraph(
            name: "scene",
            attributes: ["rankdir": "LR", "label": "UIScene life cycle", "fontsize": 10.5],
            nodeDefaults: ["shape": "box", "style": "rounded"],
            edgeDefaults: ["color": "gray40"])
        graph.add(DOTNode("unattached", ["label": "Unattached"]))
        var foreground = DOTSubgraph.cluster("foreground", attributes: ["label": "Foreground", "style": "dashed"])
        foreground.add(DOTNode("inactive", ["label": "Foreground\nInactive"]))
        foreground.add(DOTNode("active", ["label": "Foreground Active", "penwidth": 2]))
        foreground.add(DOTEdge(from: "inactive", to: "active", ["label": "sceneDidBecomeActive(_:)"]))
        graph.add(foreground)
        graph.add(DOTEdge(from: "unattached", to: "inactive", ["label": "scene(_:willConnectTo:)"]))
        graph.add(DOTEdge(from: "active", to: "inactive", ["constraint": false]))
        let legend = #"<TABLE BORDER="0"><TR><TD>"# + Escaping.DOT.htmlText("A -> B & <C>") + "</TD></TR></TABLE>"
        graph.add(DOTNode("legend", ["shape": "plaintext", "label": .html(legend)]))
        return graph
    }

    @Test func goldenText() {
        let expected = #"""
            digraph scene {
              graph [rankdir=LR, label="UIScene life cycle", fontsize=10.5];
              node [shape=box, style=rounded];
              edge [color=gray40];
              unattached [label=Unattached];
              subgraph cluster_foreground {
                graph [label=Foreground, style=dashed];
                inactive [label="Foreground\nInactive"];
                active [label="Foreground Active", penwidth=2];
                inactive -> active [label="sceneDidBecomeActive(_:)"];
              }
              unattached -> inactive [label="scene(_:willConnectTo:)"];
              active -> inactive [constraint=false];
              legend [shape=plaintext, label=<<TABLE BORDER="0"><TR><TD>A -&gt; B &amp; &lt;C&gt;</TD></TR></TABLE>>];
            }

            """#
        #expect(sceneGraph().render() == expected)
    }

    @Test func builtGraphParsesAndRendersWithCluster() throws {
        let dot = sceneGraph().render()
        try Graphviz.validate(dot: dot)
        let svg = try Graphviz.render(dot: dot, format: .svg)
        let svgText = String(decoding: svg, as: UTF8.self)
        #expect(svgText.contains("<title>cluster_foreground</title>"))
        let texts = try #require(svgTexts(svg))
        #expect(texts.contains("A -> B & <C>"))
        #expect(texts.contains("Inactive"))
    }

    @Test func undirectedStrictGraphUsesDashDash() throws {
        var graph = DOTGraph(name: "g", directed: false, strict: true)
        graph.add(DOTEdge(from: "a", to: "b"))
        #expect(graph.render() == "strict graph g {\n  a -- b;\n}\n")
        try Graphviz.validate(dot: graph.render())
    }

    @Test func namesAreAlwaysWritten() {
        #expect(DOTGraph(name: "").render() == "digraph G {\n}\n")
        #expect(DOTGraph(name: "my graph").render() == "digraph \"my graph\" {\n}\n")
    }

    @Test func attributesKeepInsertionOrderAndReplaceInPlace() {
        var attributes: DOTAttributes = ["b": 1, "a": "x", "c": true]
        attributes["a"] = "y"
        attributes["d"] = 0.25
        attributes["b"] = nil
        #expect(attributes.dotText == "a=y, c=true, d=0.25")
        #expect(attributes["a"] == "y")
        #expect(DOTAttributes([("k", 1), ("j", 2), ("k", 3)]).dotText == "k=3, j=2")
    }

    @Test func numbersAreDOTNumerals() {
        #expect(DOTValue.number(2).dotText == "2")
        #expect(DOTValue.number(-0.5).dotText == "-0.5")
        #expect(DOTValue.number(0.00001).dotText == #""1e-05""#)
        #expect(DOTValue.number(.infinity).dotText == #""inf""#)
    }

    @Test func clusterPrefixIsAddedOnce() {
        #expect(DOTSubgraph.cluster("x").name == "cluster_x")
        #expect(DOTSubgraph.cluster("cluster_x").name == "cluster_x")
        #expect(DOTSubgraph.cluster("x").isCluster)
        #expect(!DOTSubgraph(name: "same").isCluster)
    }

    @Test func sameGraphSameBytes() throws {
        #expect(sceneGraph().render() == sceneGraph().render())
        let first = try Graphviz.render(dot: sceneGraph().render(), format: .svg)
        let second = try Graphviz.render(dot: sceneGraph().render(), format: .svg)
        #expect(first == second)
    }
}
