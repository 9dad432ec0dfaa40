import LifelineSupport

/// The text `lifeline migrate` prints beside its patch: per app, what moved, what stays and
/// why, what needs a person; then the proof, moment by moment. Same input, same text.
package enum MigrationSummary {
    package static func render(_ result: MigrationResult, proofs: [MigrationProof]) -> String {
        var out = ""
        for app in result.apps {
            out +=
                "migrate: \(Escaping.Terminal.escaped(app.name)) (\(app.language == .swift ? "Swift" : "Objective-C"))\n"
            for kind in [MigrationNote.Kind.moved, .stays, .person] {
                let notes = app.notes.filter { $0.kind == kind }
                guard !notes.isEmpty else { continue }
                out += "  \(kind.rawValue):\n"
                for note in notes {
                    out +=
                        "    \(Escaping.Terminal.escaped(note.location.file)):\(note.location.line): \(Escaping.Terminal.escaped(note.text))\n"
                }
            }
            if let proof = proofs.first(where: { $0.app == app.name }) { out += render(proof) }
        }
        return out
    }

    static func render(_ proof: MigrationProof) -> String {
        let lost = proof.moments.filter(\.isLost)
        var out =
            "  proof: the patched tree scans \(proof.stillAppDelegate ? "still app-delegate (LS001)" : "scene-based (no LS001)"), "
        out += "\(proof.newFindings.count) new finding\(proof.newFindings.count == 1 ? "" : "s"); "
        out +=
            proof.scenarios.isEmpty
            ? "a SwiftUI App routes the same before and after, so the re-scan is the proof; "
            : """
            the app's methods by moment over \(proof.scenarios.count) built-in scenarios, app-delegate routing \
            then scenes; 
            """
        out += lost.isEmpty ? "no moment lost\n" : "\(lost.count) moment\(lost.count == 1 ? "" : "s") lost\n"
        for finding in proof.newFindings {
            let l = finding.location
            out +=
                "    \(Escaping.Terminal.escaped(l.file)):\(l.line):\(l.column): \(finding.severity.rawValue): \(Escaping.Terminal.escaped(finding.message)) [\(finding.rule.id)]\n"
        }
        for moment in proof.moments {
            var mark = ""
            if moment.isLost { mark = "  error: lost in " + moment.lostIn.joined(separator: ", ") }
            if !moment.notDeliveredIn.isEmpty {
                mark +=
                    "  note: under scenes UIKit delivers nothing for it in "
                    + moment.notDeliveredIn.joined(separator: ", ")
            }
            out += "    \(moment.name)\(mark)\n"
            for (label, side) in [("app-delegate", moment.before), ("scenes", moment.after)] {
                if side.isEmpty { out += "      \(label.padded(to: 12)) -\n" }
                for (index, entry) in side.enumerated() {
                    out +=
                        "      \((index == 0 ? label : "").padded(to: 12)) \(Escaping.Terminal.escaped(entry.method)) \(entry.count)×\n"
                }
            }
        }
        return out
    }
}

private extension String {
    func padded(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
