import LifelineCheck
import LifelineModel
import LifelineTrace

/// Paths of the test fixtures, found from this file's location.
enum Fixtures {
    static let testsDirectory: String = {
        let path = #filePath
        return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    }()
    static let traces = testsDirectory + "/Traces"
    static let golden = testsDirectory + "/Golden"
    static let repository: String = {
        var parts = testsDirectory.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/")
    }()

    static func read(_ path: String) -> String? {
        guard let reader = try? LineReader(path: path) else { return nil }
        var text = ""
        while let line = try? reader.nextLine() {
            text += String(decoding: line, as: UTF8.self) + "\n"
        }
        return text
    }

    /// The pass-N / fail-N traces of one rule, sorted.
    static func traces(rule: String, kind: String) -> [String] {
        (try? TraceFiles.expand([traces + "/" + rule]))?.filter {
            $0.split(separator: "/").last?.hasPrefix(kind + "-") ?? false
        } ?? []
    }

    static func check(_ path: String, options: CheckerOptions = CheckerOptions()) throws -> CheckResult {
        let name = String(path.dropFirst(traces.count + 1))
        return try Checker.check(path: path, displayName: name, options: options)
    }
}
