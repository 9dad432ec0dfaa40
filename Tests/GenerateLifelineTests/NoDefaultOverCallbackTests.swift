import Foundation
import LifelineModel
import Testing

/// No `switch` over `Callback` in Sources/ has a `default:` (issue 33): a new callback must be
/// named where the code decides by callback, or the compiler does not say where it is missing.
/// A switch counts as over `Callback` when its top-level case labels name `Callback` cases only.
struct NoDefaultOverCallbackTests {
    @Test func noSwitchOverCallbackHasADefault() throws {
        let sources = GeneratedFilesTests.root.appendingPathComponent("Sources")
        let names = Set(Callback.allCases.map { "\($0)" })
        var offenders: [String] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for body in Self.switchBodies(text) {
                let labels = body.matches(of: /\n\s*case\s+((?:\.\w+\??\s*,?\s*)+)(?:where[^:]*)?:/)
                    .flatMap { $0.1.matches(of: /\.(\w+)/).map { String($0.1) } }
                if !labels.isEmpty, labels.allSatisfy(names.contains), body.contains("default:") {
                    offenders.append(url.lastPathComponent)
                }
            }
        }
        #expect(offenders.isEmpty, "switches over Callback with a default: \(offenders)")
        // The check can fail: the dispatch's switch, given a default, is caught.
        let sample = "switch callback {\n        case .sceneDidBecomeActive: break\n        default: break\n        }"
        #expect(Self.switchBodies(sample).contains { $0.contains("default:") })
    }

    /// Each `switch …{` block's text at its own level (nested switches are bodies of their own
    /// and are blanked out of their parent's).
    static func switchBodies(_ text: String) -> [String] {
        var bodies: [String] = []
        let characters = Array(text)
        var index = 0
        while let range = String(characters[index...]).range(of: #"\bswitch\b[^{\n]*\{"#, options: .regularExpression) {
            let start =
                index
                + String(characters[index...]).distance(
                    from: String(characters[index...]).startIndex, to: range.upperBound)
            var depth = 1
            var end = start
            var body = ""
            while end < characters.count, depth > 0 {
                let character = characters[end]
                if character == "{" { depth += 1 }
                if character == "}" { depth -= 1 }
                if depth == 1 || (depth == 0 && character != "}") {
                    body.append(character)
                } else if depth > 1 {
                    body.append(" ")
                }
                end += 1
            }
            bodies.append(body)
            index = start
        }
        return bodies
    }
}
