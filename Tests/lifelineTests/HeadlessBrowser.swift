import Foundation

/// A real Chromium, headless, for the report's browser test (Debian's `chromium-headless-shell`,
/// which `make test` installs when it is missing).
struct HeadlessBrowser {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// The page's console messages (Chromium writes them to standard error as `…:CONSOLE…`).
        var consoleLines: [String] { stderr.split(separator: "\n").map(String.init).filter { $0.contains("CONSOLE") } }
    }

    let executable: URL
    /// Plain Chromium needs `--headless`; the headless shell is nothing else.
    let needsHeadlessFlag: Bool

    /// Whether the browser test must run: `make test` sets it, so a missing browser fails the
    /// test there instead of skipping it.
    static var required: Bool { ProcessInfo.processInfo.environment["LIFELINE_REQUIRE_BROWSER"] == "1" }

    /// The first Chromium on the PATH, the headless shell first.
    static let found: HeadlessBrowser? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for name in ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"] {
            for directory in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return HeadlessBrowser(executable: candidate, needsHeadlessFlag: name != "chromium-headless-shell")
                }
            }
        }
        return nil
    }()

    /// Whether the browser tests run: a browser was found, or `make test` requires one.
    static var shouldRun: Bool { found != nil || required }

    /// Loads `url` (fragment included), lets its scripts run, and prints the DOM.
    func dumpDOM(_ url: URL) throws -> Result { try run(["--dump-dom", url.absoluteString]) }

    /// Loads `url` and writes a PNG of the window to `png`.
    func screenshot(_ url: URL, to png: URL, width: Int = 1400, height: Int = 1100) throws -> Result {
        try run([
            "--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(png.path)", url.absoluteString
        ])
    }

    private func run(_ arguments: [String]) throws -> Result {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = executable
        process.arguments =
            (needsHeadlessFlag ? ["--headless"] : []) + [
                "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
                "--virtual-time-budget=5000"
            ] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // A browser that hangs must not hang the test run.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// What the browser test reads back out of a dumped DOM.
enum DumpedDOM {
    /// The opening tag of the element with `id`.
    static func tag(withID id: String, in dom: String) -> String? {
        guard let range = dom.range(of: "id=\"\(id)\"") else { return nil }
        let start = dom[..<range.lowerBound].lastIndex(of: "<") ?? range.lowerBound
        let end = dom[range.upperBound...].firstIndex(of: ">") ?? dom.endIndex
        return String(dom[start...end])
    }

    /// The text right after the opening tag of the element with `id`, up to the next tag.
    static func text(ofID id: String, in dom: String) -> String? {
        guard let tag = tag(withID: id, in: dom), let range = dom.range(of: tag) else { return nil }
        let rest = dom[range.upperBound...]
        return String(rest[..<(rest.firstIndex(of: "<") ?? rest.endIndex)])
    }

    /// Every opening tag whose class list contains all of `classes`.
    static func tags(withClasses classes: [String], in dom: String) -> [String] {
        var found: [String] = []
        var rest = dom[...]
        while let open = rest.firstIndex(of: "<") {
            let close = rest[open...].firstIndex(of: ">") ?? rest.endIndex
            let tag = String(rest[open..<close])
            if let classRange = tag.range(of: "class=\"") {
                let value = tag[classRange.upperBound...].prefix { $0 != "\"" }
                let names = Set(value.split(separator: " ").map(String.init))
                if classes.allSatisfy(names.contains) { found.append(tag + ">") }
            }
            rest = close < rest.endIndex ? rest[rest.index(after: close)...] : rest[close...]
        }
        return found
    }

    /// The document's own title (the first `<title>`, in the head; the drawings' come later).
    static func documentTitle(_ dom: String) -> String? {
        guard let start = dom.range(of: "<title>"),
            let end = dom.range(of: "</title>", range: start.upperBound..<dom.endIndex)
        else { return nil }
        return String(dom[start.upperBound..<end.lowerBound])
    }
}
