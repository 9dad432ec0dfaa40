import LifelineModel
import LifelineTrace

/// The routing table: which delegate receives which callback under each profile.
///
/// Drawn from `CallbackCatalogue` and `NotificationCatalogue`; it is itself a teaching aid.
package enum RoutingTable {
    /// The table as terminal text, with a column per profile (or one profile's column).
    package static func text(profiles: [Profile] = Profile.allCases, color: Bool = false) -> String {
        var table = TextTable(header: ["callback"] + profiles.map(\.rawValue) + ["facts"])
        for declaredBy in DelegateProtocol.allCases {
            table.addSection(declaredBy.rawValue)
            for entry in CallbackCatalogue.entries where entry.declaredBy == declaredBy {
                let sections = Array(Set(entry.citations.map { "§" + $0.section })).sorted().joined(separator: " ")
                table.rows.append(
                    [entry.swiftName]
                        + profiles.map { entry.routing[$0].cell } + [sections])
            }
        }
        var out = table.render(color: color)
        out += "\nyes = UIKit calls it; - = UIKit does not call it, even when implemented;\n"
        out += "adaptor = " + Adoption.applicationDelegateAdaptor.explanation + ";\n"
        out += "delegateClass = " + Adoption.sceneDelegateClass.explanation + ".\n"
        out += "Facts: sections of Docs/lifecycle-facts.md.\n"
        out += "\n" + notificationText(color: color)
        out += "\n" + actionText(color: color)
        return out
    }

    /// The actions a scenario or a trace names, each with the fact it follows.
    package static func actionText(color: Bool = false) -> String {
        var table = TextTable(header: ["action", "facts", "what happens"])
        for entry in ActionCatalogue.entries {
            table.rows.append([entry.name, entry.citation.map { "§" + $0.section } ?? "-", entry.explanation])
        }
        return table.render(color: color)
            + "- = a SwiftUI or document action the facts do not describe beyond its API.\n"
    }

    /// The notifications: who posts them, their order against the delegate call, and how a
    /// scene-based app posts the UIApplication ones.
    package static func notificationText(color: Bool = false) -> String {
        var table = TextTable(header: ["notification", "accompanies", "order (sceneless)", "with scenes"])
        for entry in NotificationCatalogue.entries {
            let order = entry.documentedOrder.map { $0 == .beforeDelegate ? "before" : "after" } ?? "after (chosen)"
            let posting =
                entry.scenePosting == .aggregate
                ? "aggregate" + (entry.scenePostingBasis == .documented ? "" : " (chosen)")
                : "per scene"
            table.rows.append([entry.name, entry.accompanies.map(\.swiftName).joined(separator: ", "), order, posting])
        }
        return table.render(color: color)
            + "(chosen) = Apple documents no rule; Lifeline does this consistently (Docs/lifecycle-facts.md §3).\n"
    }

    /// The table as JSON: an object per callback with its spellings and per-profile delivery.
    package static func json(profiles: [Profile] = Profile.allCases) -> String {
        var callbacks: [JSONValue] = []
        for entry in CallbackCatalogue.entries {
            var members: [(key: String, value: JSONValue)] = [
                ("swift", .string(entry.swiftName)),
                ("selector", .string(entry.selector)),
                ("declaredBy", .string(entry.declaredBy.rawValue)),
                ("receiver", .string(entry.declaredBy.receiver.rawValue))
            ]
            members.append(("delivery", .object(profiles.map { ($0.rawValue, .string(entry.routing[$0].cell)) })))
            members.append(("explanation", .string(entry.explanation)))
            if let deprecated = entry.deprecatedIn { members.append(("deprecatedIn", .string(deprecated))) }
            members.append(
                (
                    "citations",
                    .array(
                        entry.citations.map {
                            .object([
                                ("url", .string($0.url)), ("basis", .string($0.basis.rawValue)),
                                ("section", .string($0.section))
                            ])
                        })
                ))
            callbacks.append(.object(members))
        }
        var notifications: [JSONValue] = []
        for entry in NotificationCatalogue.entries {
            notifications.append(
                .object([
                    ("name", .string(entry.name)), ("objc", .string(entry.objcName)),
                    ("poster", .string(entry.poster.rawValue)),
                    ("accompanies", .array(entry.accompanies.map { .string($0.swiftName) })),
                    ("order", .string(entry.order.rawValue)),
                    ("orderDocumented", .bool(entry.documentedOrder != nil)),
                    ("scenePosting", .string(entry.scenePosting.rawValue))
                ]))
        }
        let actions: [JSONValue] = ActionCatalogue.entries.map { entry in
            var members: [(key: String, value: JSONValue)] = [
                ("name", .string(entry.name)), ("explanation", .string(entry.explanation))
            ]
            if let citation = entry.citation {
                members.append(
                    (
                        "citation",
                        .object([
                            ("url", .string(citation.url)), ("basis", .string(citation.basis.rawValue)),
                            ("section", .string(citation.section))
                        ])
                    ))
            }
            return .object(members)
        }
        return JSONValue.object([
            ("profiles", .array(profiles.map { .string($0.rawValue) })),
            ("callbacks", .array(callbacks)),
            ("notifications", .array(notifications)),
            ("actions", .array(actions))
        ]).serialized + "\n"
    }
}
