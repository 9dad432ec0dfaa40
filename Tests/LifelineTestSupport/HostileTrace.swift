import Foundation

/// A trace that carries hostile strings in every free-text field, and its benign twin: the
/// same trace with each hostile string replaced by a plain string of the same shape. An output that escapes
/// properly has the same structure (lines, nodes, records) for both.
public struct HostileTrace: Sendable {
    public let strings: [HostileString]
    /// The trace with the hostile strings.
    public let path: String
    /// Its benign twin.
    public let twinPath: String

    /// At most 6 strings per trace: state diagrams draw the first 8 scenes one by one.
    public static func groups() -> [[HostileString]] {
        stride(from: 0, to: HostileStrings.all.count, by: 6).map {
            Array(HostileStrings.all[$0..<min($0 + 6, HostileStrings.all.count)])
        }
    }

    /// Writes `hostile-<index>.jsonl` and `benign-<index>.jsonl` into `directory`.
    public init(_ strings: [HostileString], directory: String, index: Int) throws {
        self.strings = strings
        path = directory + "/hostile-\(index).jsonl"
        twinPath = directory + "/benign-\(index).jsonl"
        try Self.text(strings.map(\.text)).write(toFile: path, atomically: true, encoding: .utf8)
        try Self.text(strings.enumerated().map { Self.benign($1.text, index: $0) }).write(
            toFile: twinPath, atomically: true, encoding: .utf8)
    }

    /// A plain string shaped like `text`, so drawings lay it out alike: each character one
    /// letter (a different letter per string, so two twins never name the same scene), line
    /// breaks kept, the control characters every drawing drops left out.
    public static func benign(_ text: String, index: Int) -> String {
        let letter = String(UnicodeScalar(UInt8(97 + index % 26)))
        return String(
            text.map { character -> String in
                if character.isNewline { return String(character) }
                if character.unicodeScalars.allSatisfy({ $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
                    && character != "\t"
                {
                    return ""
                }
                return letter
            }.joined())
    }

    /// The trace: a launch, then per string a scene with that id (and session, view, action
    /// name, environment key and value, note and detail) that connects, becomes active, and
    /// becomes active again (a rule violation, so reports quote the scene).
    public static func text(_ names: [String]) -> String {
        var lines = [#"{"lifeline":1,"profile":"ios13","source":"hand"}"#]
        var seq = 0
        func event(_ fields: [(String, Any)]) {
            seq += 1
            let time = "\(seq / 1000)." + String(String(1000 + seq % 1000).dropFirst())
            lines.append(
                "{\"seq\":\(seq),\"t\":\(time)," + fields.map { "\(json($0.0)):\(json($0.1))" }.joined(separator: ",")
                    + "}")
        }
        event([("kind", "action"), ("name", "launch"), ("by", "user")])
        event([
            ("kind", "callback"), ("receiver", "app"), ("method", "application(_:willFinishLaunchingWithOptions:)"),
            ("from", "notRunning"), ("to", "background")
        ])
        event([
            ("kind", "callback"), ("receiver", "app"), ("method", "application(_:didFinishLaunchingWithOptions:)"),
            ("from", "background"), ("to", "background")
        ])
        for name in names {
            let scene: [(String, Any)] = [("receiver", "scene"), ("scene", name), ("session", name)]
            event([("kind", "action"), ("name", name), ("by", "user"), ("scene", name), ("detail", name)])
            event(
                [("kind", "callback")] + scene + [
                    ("method", "scene(_:willConnectTo:options:)"), ("from", "unattached"), ("to", "unattached"),
                    ("detail", name)
                ])
            event(
                [("kind", "callback")] + scene + [
                    ("method", "sceneWillEnterForeground(_:)"), ("from", "unattached"), ("to", "foregroundInactive")
                ])
            event(
                [("kind", "callback")] + scene + [
                    ("method", "sceneDidBecomeActive(_:)"), ("from", "foregroundInactive"), ("to", "foregroundActive")
                ])
            event([("kind", "callback")] + scene + [("method", "sceneDidBecomeActive(_:)")])
            event([("kind", "note"), ("value", name), ("scene", name), ("detail", name)])
            event([("kind", "environment"), ("name", name), ("value", name), ("scene", name), ("view", name)])
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One JSON value, written with Foundation (not the code under test).
    public static func json(_ value: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
