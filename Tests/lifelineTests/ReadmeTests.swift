import Foundation
import Testing

/// The README is a front page: small, a picture first, a quick start that works as written,
/// and a link to every piece of documentation that moved to Docs/.
@Suite("README")
struct ReadmeTests {
    static let readme =
        (try? String(contentsOf: CommandRunner.repository.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The lines of the first fenced block after `heading`.
    static func block(after heading: String) -> [String] {
        let lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading),
            let open = lines[start...].firstIndex(where: { $0.hasPrefix("```") }),
            let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") })
        else { return [] }
        return Array(lines[(open + 1)..<close])
    }

    @Test("under 25 KB, opening with a picture from Traces/")
    func smallWithAPicture() throws {
        #expect(Self.readme.utf8.count < 25_000)
        let lines = Self.readme.components(separatedBy: "\n").filter { !$0.isEmpty }
        #expect(lines.first == "# Lifeline")
        let picture = try #require(lines.dropFirst().first)
        #expect(picture.hasPrefix("![") && picture.hasSuffix(".svg)"))
        let path = String(picture[picture.index(after: try #require(picture.lastIndex(of: "(")))...].dropLast())
        #expect(FileManager.default.fileExists(atPath: CommandRunner.repository.appendingPathComponent(path).path))
    }

    @Test("the set-up commands make demo and make test are shown")
    func setUpCommands() {
        #expect(Self.readme.contains("make demo") && Self.readme.contains("make test"))
    }

    @Test("the three-command quick start runs verbatim: simulate, check (clean), render")
    func quickStart() throws {
        let commands = Self.block(after: "## Quick start")
        #expect(commands.count == 3)
        #expect(
            commands.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
                == ["lifeline simulate", "lifeline check", "lifeline render"])
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifeline-quick-start-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var outputs: [String] = []
        for command in commands {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command]
            process.currentDirectoryURL = directory
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = CommandRunner.productsDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["NO_COLOR"] = "1"
            process.environment = environment
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(command)")
            outputs.append(String(decoding: data, as: UTF8.self))
        }
        #expect(outputs[1].contains("1 trace checked: clean"))
        let svg = try String(contentsOf: directory.appendingPathComponent("home-and-return.svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("Foreground active"))
    }

    /// GitHub's heading anchors: lower case, punctuation but hyphens dropped, spaces as hyphens.
    static func anchors(in markdown: String) -> Set<String> {
        var result: Set<String> = []
        var fenced = false
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("```") { fenced.toggle() }
            guard !fenced, line.hasPrefix("#") else { continue }
            let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let kept = text.unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == " " || $0 == "_"
            }
            result.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
        }
        return result
    }

    @Test("every relative link resolves, anchors included, and every page in Docs/ is linked")
    func linksResolve() throws {
        let pattern = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let text = Self.readme as NSString
        var linked: Set<String> = []
        for match in pattern.matches(in: Self.readme, range: NSRange(location: 0, length: text.length)) {
            let target = text.substring(with: match.range(at: 1))
            guard !target.contains("://") else { continue }
            let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
            let path = CommandRunner.repository.appendingPathComponent(parts[0]).path
            #expect(FileManager.default.fileExists(atPath: path), "README links to a missing \(target)")
            linked.insert(parts[0])
            if parts.count == 2, let page = try? String(contentsOfFile: path, encoding: .utf8) {
                #expect(Self.anchors(in: page).contains(parts[1]), "no heading for \(target)")
            }
        }
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: CommandRunner.repository.appendingPathComponent("Docs").path)
        for page in docs where page.hasSuffix(".md") {
            #expect(linked.contains("Docs/" + page), "Docs/\(page) is not linked from the README")
        }
    }
}

/// The README's action table is the model's: a row per action `lifeline model` lists, with
/// the fact section the model cites for it (issue 18: "the README's scenario table says, per
/// action, which fact it follows").
@Suite("README actions")
struct ReadmeActionTests {
    @Test("every action of the model has its README row, with the model's fact section")
    func actionRows() throws {
        let result = try CommandRunner.run(["model", "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let actions = try #require(object?["actions"] as? [[String: Any]])
        #expect(actions.count >= 29)
        let rows = ReadmeTests.readme.components(separatedBy: "\n").filter { $0.hasPrefix("| `") }
        for action in actions {
            let name = try #require(action["name"] as? String)
            let section = (action["citation"] as? [String: Any])?["section"] as? String
            let row = rows.first { $0.hasPrefix("| `\(name)` |") }
            #expect(row != nil, "README has no row for the action \(name)")
            if let row {
                #expect(
                    row.contains(section.map { "[§\($0)]" } ?? "| - |"),
                    "README's row for \(name) names another fact than the model")
            }
        }
    }
}
