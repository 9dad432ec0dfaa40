import Foundation
import LifelineExchange
import LifelineModel
import LifelineRuntime
import LifelineTrace

/// The inputs every benchmark reads, generated in code once per process (nothing large is
/// committed): the same random run `make bench` uses (`simulate --random --profile
/// ipados-multiwindow --seed 7`), at a size that keeps one iteration near a millisecond.
enum Inputs {
    static let profile = Profile.ipadosMultiwindow
    static let eventCount = 20_000
    static let header = TraceHeader(profile: profile, source: "simulate", scenario: "random")

    /// The run's events.
    static let events: [TraceEvent] = {
        let collector = TraceCollector()
        do {
            try RandomRun(profile: profile, events: eventCount, seed: 7).run(into: collector)
        } catch {
            print("benchmarks: the random run failed: \(error)")
            exit(2)
        }
        return collector.events
    }()

    /// The trace as Lifeline's writer writes it (header line first).
    static let canonicalText = TraceWriter.text(header: header, events: events)

    /// The same events as another program writes them: Python's `json.dumps` (a space after
    /// each `:` and `,`, non-ASCII escaped) with the keys in the reverse of the writer's order.
    static let foreignText: String = {
        var lines = [canonicalText.prefix { $0 != "\n" }.description]
        for line in canonicalText.split(separator: "\n").dropFirst() {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                continue
            }
            let fields = TraceEventCodec.keys.reversed().compactMap { key in
                object[key].map { "\(pythonString(key)): \(pythonValue($0, time: key == "t" || key == "dur"))" }
            }
            lines.append("{" + fields.joined(separator: ", ") + "}")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// The run as `lifeline export --format console` writes it: what `import` reads.
    static let consoleLog: [UInt8] = {
        do {
            return Array(try TraceExporter.text(header: header, events: events, format: .console).utf8)
        } catch {
            print("benchmarks: the console export failed: \(error)")
            exit(2)
        }
    }()

    static let canonicalPath = write(canonicalText, name: "canonical")
    static let foreignPath = write(foreignText, name: "foreign")

    /// Every string field of every event, in order: what a reader interns.
    static let strings: [String] = events.flatMap { event in
        [event.name, event.scene, event.session, event.from, event.to, event.view, event.value, event.detail].compactMap
        { $0 }
    }

    /// The events as records of one table large enough that no symbol is ever forgotten, so
    /// that the per-event benchmarks below measure their step and nothing of the reading.
    static let symbols = TraceSymbols(vocabularyCapacity: 1 << 16, identifierCapacity: 1 << 20, textCapacity: 1 << 16)
    static let records: [EventRecord] = events.map { symbols.record(for: $0) }

    private static func write(_ text: String, name: String) -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifeline-benchmarks-\(getpid())-\(name).jsonl").path
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        atexit(removeBenchmarkInputs)
        return path
    }

    /// A string as `json.dumps` writes it (`ensure_ascii`: anything past ASCII as `\uXXXX`).
    private static func pythonString(_ text: String) -> String {
        var out = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default: out += String(format: "\\u%04x", unit)
            }
        }
        return out + "\""
    }

    /// Integers stay integers; times are floats, written shortest first as Python's `repr`.
    private static func pythonValue(_ value: Any, time: Bool) -> String {
        if let text = value as? String { return pythonString(text) }
        if let number = value as? NSNumber { return time ? "\(number.doubleValue)" : "\(number.int64Value)" }
        return "null"
    }
}

/// Removes the files `Inputs` wrote (registered with `atexit`, so a plain function).
private func removeBenchmarkInputs() {
    let directory = FileManager.default.temporaryDirectory
    for name in ["canonical", "foreign"] {
        try? FileManager.default.removeItem(
            at: directory.appendingPathComponent("lifeline-benchmarks-\(getpid())-\(name).jsonl"))
    }
}
