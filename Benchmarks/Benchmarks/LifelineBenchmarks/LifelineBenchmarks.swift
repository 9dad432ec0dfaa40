import Benchmark
import Foundation
import LifelineCheck
import LifelineExchange
import LifelineModel
import LifelineRender
import LifelineRuntime
import LifelineTrace

// Each step of Lifeline's hot path beside a plain reference doing the same work the obvious
// way, on the same 20,000 events (`Inputs`), so that the ratio shows what the fast code buys.
// Every figure is per iteration, one iteration being the whole input; `make benchmarks` runs
// them, Docs/performance.md keeps the results and the decisions taken on them.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 200
    )
    // Built before any measurement starts.
    blackHole(Inputs.canonicalPath)
    blackHole(Inputs.foreignPath)
    blackHole(Inputs.records.count)
    blackHole(Inputs.consoleLog.count)

    readingBenchmarks()
    followingBenchmarks()
    writingBenchmarks()
    commandBenchmarks()
}

// MARK: Reading

private func readingBenchmarks() {
    Benchmark("decode canonical lines: TraceReader") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(readRecords(Inputs.canonicalPath)) }
    }
    Benchmark("decode canonical lines: reference (JSONSerialization)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(foundationObjects(Inputs.canonicalPath)) }
    }
    Benchmark("decode foreign lines: TraceReader") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(readRecords(Inputs.foreignPath)) }
    }
    Benchmark("decode foreign lines: reference (JSONSerialization)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(foundationObjects(Inputs.foreignPath)) }
    }
    Benchmark("intern: TraceSymbols") { benchmark in
        for _ in benchmark.scaledIterations {
            let symbols = TraceSymbols()
            var last = Symbol.none
            for event in Inputs.events { last = symbols.record(for: event).scene }
            blackHole(last)
        }
    }
    Benchmark("intern: reference (Dictionary)") { benchmark in
        for _ in benchmark.scaledIterations {
            var table = NaiveInterner()
            var last = 0
            for event in Inputs.events {
                for field in [
                    event.name, event.scene, event.session, event.from, event.to, event.view, event.value, event.detail
                ] {
                    if let field { last = table.intern(field) }
                }
            }
            blackHole(last)
        }
    }
}

/// Reads a trace to its end as records; the number of events.
private func readRecords(_ path: String) -> Int {
    var count = 0
    do {
        let reader = try TraceReader(path: path)
        while let record = try reader.nextRecord() {
            blackHole(record)
            count += 1
        }
    } catch {
        fatalError("benchmarks: \(error)")
    }
    return count
}

/// The plain way: the whole file, split into lines, each one a Foundation dictionary.
private func foundationObjects(_ path: String) -> Int {
    guard let data = FileManager.default.contents(atPath: path) else { fatalError("benchmarks: cannot read \(path)") }
    var count = 0
    for line in data.split(separator: UInt8(ascii: "\n")).dropFirst() {
        if let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any] {
            blackHole(object)
            count += 1
        }
    }
    return count
}

/// Strings to small integers, the obvious way.
private struct NaiveInterner {
    var indices: [String: Int] = [:]
    var strings: [String] = []

    mutating func intern(_ string: String) -> Int {
        if let index = indices[string] { return index }
        indices[string] = strings.count
        strings.append(string)
        return strings.count - 1
    }
}

// MARK: Following: checker, follower, state diagram

private func followingBenchmarks() {
    Benchmark("checker step: Checker.consume") { benchmark in
        for _ in benchmark.scaledIterations {
            let checker = Checker(profile: Inputs.profile)
            for (index, record) in Inputs.records.enumerated() {
                checker.consume(record, symbols: Inputs.symbols, line: index + 2)
            }
            blackHole(checker.finish())
        }
    }
    Benchmark("checker step: reference (one rule, Dictionary per scene)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(naiveFromMismatches(Inputs.events)) }
    }
    Benchmark("follower step: RecordFollower.step") { benchmark in
        for _ in benchmark.scaledIterations {
            var follower = RecordFollower(profile: Inputs.profile)
            for record in Inputs.records { blackHole(follower.step(record, symbols: Inputs.symbols)) }
        }
    }
    Benchmark("follower step: reference (model rows in a Dictionary)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(naiveFollow(Inputs.events)) }
    }
    Benchmark("state-diagram step: TraceStateSummary.add") { benchmark in
        guard let table = MachineTable.of(.scene, profile: Inputs.profile) else {
            fatalError("benchmarks: no scene machine")
        }
        for _ in benchmark.scaledIterations {
            var summary = TraceStateSummary(table: table, options: RenderOptions(), merge: false)
            for record in Inputs.records { summary.add(record, symbols: Inputs.symbols) }
            blackHole(summary.movesCounted)
        }
    }
    Benchmark("state-diagram step: reference (edge counts in a Dictionary)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(naiveEdges(Inputs.events)) }
    }
}

/// A one-rule checker: a scene's recorded `from` must be the `to` it last recorded.
private func naiveFromMismatches(_ events: [TraceEvent]) -> Int {
    var last: [String: String] = [:]
    var mismatches = 0
    for event in events where event.kind == .callback {
        let key = event.scene ?? "app"
        if let from = event.from, let previous = last[key], previous != from { mismatches += 1 }
        if let to = event.to { last[key] = to }
    }
    return mismatches
}

/// A follower written from the model's rows: each scene's state, moved by the first row of
/// the scene machine that leaves it on the callback.
private func naiveFollow(_ events: [TraceEvent]) -> Int {
    var rows: [String: String] = [:]
    for row in SceneMachine.machine.transitions(for: Inputs.profile) {
        guard case .callback(let callback) = row.trigger else { continue }
        let key = "\(row.from.rawValue) \(callback.swiftName)"
        if rows[key] == nil { rows[key] = row.to.rawValue }
    }
    var states: [String: String] = [:]
    var moves = 0
    for event in events where event.kind == .callback {
        guard let scene = event.scene, let method = event.method else { continue }
        let state = states[scene] ?? "unattached"
        if let next = rows["\(state) \(method.swiftName)"] {
            states[scene] = next
            moves += 1
        }
    }
    return moves
}

/// The state diagram's counts, the obvious way: `from → to` per callback, in a Dictionary.
private func naiveEdges(_ events: [TraceEvent]) -> Int {
    var edges: [String: Int] = [:]
    for event in events where event.kind == .callback && event.receiver == .scene {
        guard let from = event.from, let to = event.to, let method = event.method else { continue }
        edges["\(from) -\(method.swiftName)-> \(to)", default: 0] += 1
    }
    return edges.count
}

// MARK: Writing

private func writingBenchmarks() {
    Benchmark("encode: TraceWriter (TraceLineEncoder)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(TraceWriter.text(header: Inputs.header, events: Inputs.events).utf8.count)
        }
    }
    Benchmark("encode: reference (JSONSerialization)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(foundationText(Inputs.events)) }
    }
}

/// Each event as a Foundation dictionary, serialized with sorted keys (the closest Foundation
/// comes to a fixed key order).
private func foundationText(_ events: [TraceEvent]) -> Int {
    var bytes = 0
    for event in events {
        var object: [String: Any] = [
            "seq": event.seq, "t": Double(event.time.microseconds) / 1e6, "kind": event.kind.rawValue
        ]
        object["name"] = event.name
        object["by"] = event.by?.rawValue
        object["receiver"] = event.receiver?.rawValue
        object["scene"] = event.scene
        object["session"] = event.session
        object["method"] = event.method?.swiftName
        object["from"] = event.from
        object["to"] = event.to
        object["level"] = event.level?.rawValue
        object["view"] = event.view
        object["value"] = event.value
        object["dur"] = event.duration.map { Double($0.microseconds) / 1e6 }
        object["cause"] = event.cause
        object["detail"] = event.detail
        if let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) {
            bytes += data.count + 1
        }
    }
    return bytes
}

// MARK: Whole commands

// What each step is a part of, on the same events, through the calls the CLI makes: the
// denominator of "pays at least 5% of its command's time" (Docs/performance.md).
private func commandBenchmarks() {
    Benchmark("command: check (read and check the canonical trace)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(checkFile(Inputs.canonicalPath)) }
    }
    Benchmark("command: check (read and check the foreign trace)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(checkFile(Inputs.foreignPath)) }
    }
    Benchmark("command: simulate --random (run and write)") { benchmark in
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-benchmarks-\(getpid())-simulate.jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        for _ in benchmark.scaledIterations {
            do {
                try RandomRun(profile: Inputs.profile, events: Inputs.eventCount, seed: 7).write(
                    to: path, mutation: nil)
            } catch {
                fatalError("benchmarks: \(error)")
            }
        }
    }
    Benchmark("command: import (a console log to events)") { benchmark in
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try ConsoleLogImporter.importBytes(Inputs.consoleLog, profile: Inputs.profile).events.count)
            } catch {
                fatalError("benchmarks: \(error)")
            }
        }
    }
}

private func checkFile(_ path: String) -> Int {
    do {
        return try Checker.check(path: path).violations.count
    } catch {
        fatalError("benchmarks: \(error)")
    }
}
