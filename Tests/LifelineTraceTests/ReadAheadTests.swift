import Foundation
import LifelineTestSupport
import Testing
import LifelineModel
@testable import LifelineSupport
@testable import LifelineTrace

/// A reader that decodes on a second thread (`ReadAhead`) gives its consumer exactly what a
/// reader on one thread gives: the same events, each with its line, the same end or the same
/// error, and symbols that resolve to their own strings while their event is handled, even
/// when a table starts over between batches.
@Suite("Read-ahead")
struct ReadAheadTests {
    /// What a consumer saw: each event (resolved while it was the current one) and its line,
    /// then how reading ended.
    struct Reading: Equatable {
        var events: [TraceEvent] = []
        var lines: [Int] = []
        var ending = ""
    }

    /// Where `b` first departs from `a` (nil when they are the same), short enough to read in
    /// a failure message.
    static func difference(_ a: Reading, _ b: Reading) -> String? {
        for index in 0..<min(a.events.count, b.events.count)
        where a.events[index] != b.events[index] || a.lines[index] != b.lines[index] {
            return
                """
                event \(index + 1): \(b.events[index]) at line \(b.lines[index]), expected \(a.events[index]) at \
                line \(a.lines[index])
                """
        }
        if a.events.count != b.events.count { return "\(b.events.count) events, expected \(a.events.count)" }
        return a.ending == b.ending ? nil : "ended \(b.ending), expected \(a.ending)"
    }

    /// Reads `path` with `nextRecord()`, resolving each record at once, as `check` does.
    static func read(
        _ path: String, readsAhead: Bool, batch: Int = ReadAhead.batchSize,
        symbols: TraceSymbols = TraceSymbols(), limit: Int = .max
    ) -> Reading {
        var reading = Reading()
        do {
            let reader = try TraceReader(
                path: path, readsAhead: readsAhead, symbols: symbols,
                smallestFileToReadAhead: 0, readAheadBatch: batch)
            while reading.events.count < limit, let record = try reader.nextRecord() {
                reading.events.append(reader.symbols.event(for: record))
                reading.lines.append(reader.lineNumber)
            }
            // Asked to read ahead, the reader does whenever a second core may be used: the
            // comparisons below are between two threads and one, not one and one.
            if readsAhead, limit > 0 { #expect(reader.isReadingAhead == (Cores.available >= 2), "\(path)") }
            reading.ending = "end at line \(reader.lineNumber)"
        } catch {
            reading.ending = error.description
        }
        return reading
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every `.jsonl` under `Traces/` and `Tests/`: bundled traces, rule fixtures, open-world cases.
    static let bundled: [String] = ["Traces", "Tests"].flatMap { folder -> [String] in
        let base = root.appendingPathComponent(folder)
        let found =
            FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".jsonl") } ?? []
        return found.sorted()
    }

    @Test("every bundled trace reads ahead to the same events, lines and end, whatever the batch size")
    func bundledTraces() {
        #expect(Self.bundled.count > 250)
        for path in Self.bundled {
            let alone = Self.read(path, readsAhead: false)
            #expect(!alone.events.isEmpty || alone.ending.contains("error"), "\(path)")
            for batch in [1, 3, ReadAhead.batchSize] {
                #expect(
                    Self.difference(alone, Self.read(path, readsAhead: true, batch: batch)) == nil,
                    "\(path), batches of \(batch)")
            }
        }
    }

    /// A trace whose every event brings a new scene id and new free text, so that small
    /// tables start over every few events.
    static func churningTrace(events: Int, foreign: Bool) throws -> String {
        var text = #"{"lifeline":1,"profile":"ipados-multiwindow","source":"hand"}"# + "\n"
        for seq in 1...events {
            let scene = "scene-\(seq % 97)-" + String(repeating: "s", count: seq % 13)
            let line =
                foreign
                ? #"{"value": "v\#(seq)", "scene": "\#(scene)", "kind": "note", "t": \#(Double(seq) / 1000), "seq": \#(seq)}"#
                : #"{"seq":\#(seq),"t":\#(Double(seq) / 1000),"kind":"note","scene":"\#(scene)","value":"v\#(seq)"}"#
            text += line + (seq % 50 == 0 ? "\n\n" : "\n")
        }
        let path = scratchPath("churn-\(foreign)-\(events).jsonl")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("symbols stay their own strings across start-overs between batches", arguments: [false, true])
    func startOvers(foreign: Bool) throws {
        let path = try Self.churningTrace(events: 3_000, foreign: foreign)
        let small = { TraceSymbols(vocabularyCapacity: 3, identifierCapacity: 4, textCapacity: 3) }
        let alone = Self.read(path, readsAhead: false, symbols: small())
        #expect(alone.events.count == 3_000)
        #expect(alone.events.last?.value == "v3000")
        for batch in [1, 2, 5, 64] {
            let symbols = small()
            let ahead = Self.read(path, readsAhead: true, batch: batch, symbols: symbols)
            #expect(Self.difference(alone, ahead) == nil, "batches of \(batch)")
            // The tables did start over, many times, while events were in flight.
            #expect(symbols.identifierGeneration > 500, "batches of \(batch)")
        }
    }

    @Test(
        "a malformed line ends the reading with the same error after the same events",
        arguments: TraceErrorTests.cases.indices)
    func malformed(index: Int) throws {
        let testCase = TraceErrorTests.cases[index]
        let path = scratchPath("read-ahead-bad-\(index).jsonl")
        // Some good events first, so that the error comes after a batch or more.
        let good = (1...9).map { #"{"seq":\#($0),"t":0,"kind":"note","value":"x"}"# }.joined(separator: "\n")
        let text =
            testCase.text.contains("\n")
            ? testCase.text.replacingOccurrences(of: #""seq":1,"#, with: #""seq":10,"#)
                .replacingOccurrences(
                    of: TraceErrorTests.header + "\n", with: TraceErrorTests.header + "\n" + good + "\n")
            : testCase.text
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let alone = Self.read(path, readsAhead: false)
        #expect(alone.ending.contains("error:"), "\(testCase.name)")
        for batch in [1, 4, ReadAhead.batchSize] {
            #expect(
                Self.difference(alone, Self.read(path, readsAhead: true, batch: batch)) == nil,
                "\(testCase.name), batches of \(batch)")
        }
    }

    @Test("a consumer that stops part-way lets the decoding thread go")
    func stopsPartWay() throws {
        let path = try Self.churningTrace(events: 2_000, foreign: false)
        let alone = Self.read(path, readsAhead: false)
        // Each reader is dropped with its decoding thread waiting for a free batch, or in the
        // middle of one: `deinit` must stop it and return, every time.
        for stop in [0, 1, 7, 100, 1_999] {
            let ahead = Self.read(path, readsAhead: true, batch: 3, limit: stop)
            let expected = Reading(
                events: Array(alone.events.prefix(stop)), lines: Array(alone.lines.prefix(stop)),
                ending: ahead.ending)
            #expect(Self.difference(expected, ahead) == nil, "stopped after \(stop)")
        }
    }

    @Test("only a regular file of the threshold's size or more is read ahead")
    func pays() throws {
        let path = try Self.churningTrace(events: 100, foreign: false)
        let size = Int64(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0)
        let lines = try LineReader(path: path)
        let fd = try #require(lines.descriptor)
        // The documented knob: LIFELINE_JOBS when it is a number of 1 or more, else the cores.
        let jobs = ProcessInfo.processInfo.environment["LIFELINE_JOBS"].flatMap(Int.init).flatMap { $0 >= 1 ? $0 : nil }
        let twoCores = (jobs ?? ProcessInfo.processInfo.activeProcessorCount) >= 2
        #expect(ReadAhead.pays(for: fd, smallestFile: size) == twoCores)
        #expect(!ReadAhead.pays(for: fd, smallestFile: size + 1))
        // Standard input is never the reader's to inspect, so never read ahead.
        #expect(try LineReader(path: "-").descriptor == nil)
    }
}
