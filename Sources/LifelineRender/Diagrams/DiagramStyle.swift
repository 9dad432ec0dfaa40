import LifelineModel
import LifelineSupport

/// Colours, fonts and line styles shared by every Lifeline drawing, so a state has the same
/// colour in the reference diagram, the trace's state diagram, the timeline and the legend.
package enum DiagramStyle {
    /// The font every drawing uses (DejaVu Sans ships with fontconfig on Debian/Ubuntu).
    package static let font = "DejaVu Sans"
    /// The monospaced font for callback spellings in tables.
    package static let monoFont = "DejaVu Sans Mono"

    /// Fill colour of a state, by its trace spelling (app, scene and phase states share
    /// the meaning of a colour: green on screen and receiving events, amber in transit,
    /// blue in the background, lavender suspended, grey gone).
    package static func fill(forState id: String) -> String {
        switch id {
        case "active", "foregroundActive": return "#a6dba0"
        case "inactive", "foregroundInactive": return "#fde68a"
        case "background": return "#a6c8ef"
        case "suspended": return "#d4c4ec"
        case "notRunning", "unattached": return "#e5e5e5"
        default: return "#ffffff"
        }
    }

    /// A stronger shade of ``fill(forState:)`` for thin bars and text on white.
    package static func stroke(forState id: String) -> String {
        switch id {
        case "active", "foregroundActive": return "#1b7837"
        case "inactive", "foregroundInactive": return "#b7791f"
        case "background": return "#2b6cb0"
        case "suspended": return "#6b46c1"
        case "notRunning", "unattached": return "#737373"
        default: return "#000000"
        }
    }

    /// A state the trace leaves open (several possible, `inactive or background`): a pale grey
    /// fill in a dashed outline, in every drawing that shows one.
    package static let openFill = "#f2f2f2"
    /// The dashed outline of ``openFill``.
    package static let openStroke = "#555555"

    /// Line colour of a callback edge.
    package static let callback = "#1a1a1a"
    /// Line colour of a notification-driven edge (the scene-based app's aggregate state).
    package static let notification = "#2b6cb0"
    /// Line colour of a silent change (suspend, purge …).
    package static let silent = "#737373"
    /// Line colour of a SwiftUI phase change.
    package static let phase = "#6b46c1"
    /// Line colour of an edge resting on an observed or unsure fact (a device variant).
    package static let variant = "#b7791f"
    /// Reference edges a trace never took.
    package static let untaken = "#c0c0c0"
    /// Violations: edges the model does not allow, events a rule flagged.
    package static let violation = "#d00000"
    /// Warnings a rule flagged.
    package static let warning = "#dd6b20"
    /// User actions on a timeline.
    package static let userAction = "#111111"
    /// System actions on a timeline.
    package static let systemAction = "#555555"

    /// Colour and style of an edge for its trigger.
    package static func edgeLook(for trigger: Trigger) -> (color: String, style: String) {
        switch trigger {
        case .callback: return (callback, "solid")
        case .notification: return (notification, "bold")
        case .silent: return (silent, "dashed")
        case .phaseChange: return (phase, "solid")
        }
    }

    /// The graph attributes every drawing starts from.
    package static func graphAttributes(title: String?) -> DOTAttributes {
        let heading: [(String, DOTValue)] =
            title.map { [("label", .html("<B>" + Escaping.DOT.htmlText($0) + "</B>")), ("labelloc", "t")] } ?? []
        let page: [(String, DOTValue)] = [
            ("fontname", .string(font)), ("fontsize", 16), ("bgcolor", "white"), ("pad", 0.3)
        ]
        return DOTAttributes(heading + page)
    }
}
