import LifelineModel
import LifelineRender
import LifelineSupport
import LifelineTeach

/// The reference state machines the columns show, drawn once at start by the renderer
/// `lifeline render --model` uses (the model's DOT, laid out by libgvc in process), made fit to
/// sit in the page as the HTML report's drawings are. The page marks the current states on
/// them by the nodes' titles, which are the states' trace spellings.
///
/// Each machine is drawn twice: compact for the column (a quarter of a 1280-pixel page, where
/// the full drawing, "also:" lists and variant names on the edges, scaled its state names down
/// to a few pixels), and in full, without the legend, for "Full size".
struct ReferenceDrawings: Sendable {
    private var svgs: [String: String] = [:]

    /// The machines that apply under `profile`, in the order the page shows them: the one
    /// whose states the profile's callbacks move first (the scene's, when it routes through scenes).
    static func machines(for profile: Profile) -> [MachineKind] {
        let order: [MachineKind] = profile.usesScenes ? [.scene, .app, .phase] : [.app]
        return order.filter { MachineTable.of($0, profile: profile) != nil }
    }

    /// Draws every machine of every profile among `profiles`.
    init(profiles: [Profile]) throws(Diagnostic) {
        for profile in profiles {
            for kind in Self.machines(for: profile) where svgs[Self.key(kind, profile, full: false)] == nil {
                guard let table = MachineTable.of(kind, profile: profile) else { continue }
                // The full one without its legend, which would take half a column's width;
                // the page says what the edge styles mean instead.
                var full = ReferenceDiagram.graph(table, detail: .full)
                full.statements.removeAll { if case .node(let node) = $0 { node.id == "legend" } else { false } }
                for (graph, isFull) in [(ReferenceDiagram.graph(table, detail: .compact), false), (full, true)] {
                    let bytes: [UInt8]
                    do {
                        bytes = try Graphviz.render(dot: graph.render(), layout: .dot, format: .svg)
                    } catch {
                        throw Diagnostic(file: "<graphviz>", line: 1, column: 1, "\(error)")
                    }
                    let id = "pg-\(kind.rawValue)-\(profile.rawValue)" + (isFull ? "-full" : "")
                    svgs[Self.key(kind, profile, full: isFull)] = try InlineSVG.embed(bytes, id: id, prefix: id + "-")
                }
            }
        }
    }

    /// The drawing of `kind` under the profile named `profile`, compact or `full`, if one was drawn.
    func svg(machine kind: String, profile: String, full: Bool = false) -> String? {
        svgs[kind + "/" + profile + (full ? "/full" : "")]
    }

    private static func key(_ kind: MachineKind, _ profile: Profile, full: Bool) -> String {
        kind.rawValue + "/" + profile.rawValue + (full ? "/full" : "")
    }
}
