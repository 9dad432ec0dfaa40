import Dispatch
import Foundation
import LifelineSupport
import LifelineTrace

/// Runs one independent job per item (a trace of a directory) on every core, and hands the
/// results back in the items' order, so the output is the same bytes as one core's.
///
/// Only for work that shares no mutable state between items (`Checker.check` reads one file
/// into its own checker). A failure is the first failing item's, in order, as a loop would
/// report it.
enum ParallelMap {
    /// The cores to use (`Cores.available`: 1 runs the items in order on this thread).
    static var workers: Int { Cores.available }

    /// `map` for a command that goes on past a bad item (a malformed trace among many): each
    /// failure's one line goes to standard error, in the items' order, and the outputs of the
    /// others come back in that order.
    static func mapReporting<Item: Sendable, Output, Failure: Error>(
        _ items: [Item], _ body: @escaping @Sendable (Item) throws(Failure) -> Output
    ) throws -> (outputs: [Output], failures: [Failure]) {
        var outputs: [Output] = []
        var failures: [Failure] = []
        for outcome in try map(items, { item in Result { () throws(Failure) -> Output in try body(item) } }) {
            switch outcome {
            case .success(let output): outputs.append(output)
            case .failure(let failure):
                failures.append(failure)
                printError(CommandFailure.line(for: failure))
            }
        }
        return (outputs, failures)
    }

    static func map<Item: Sendable, Output>(_ items: [Item], _ body: @escaping @Sendable (Item) throws -> Output) throws
        -> [Output]
    {
        let workers = min(Self.workers, items.count)
        if workers <= 1 { return try items.map(body) }
        var results = [Result<Output, any Error>?](repeating: nil, count: items.count)
        let counter = Counter()
        results.withUnsafeMutableBufferPointer { slots in
            // Each item's slot is written by exactly one worker; the counter is the only shared state.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    let index = counter.take()
                    guard index < items.count else { return }
                    slots[index] = Result { try body(items[index]) }
                }
            }
        }
        return try results.map { result throws -> Output in
            guard let result else { throw CancellationError() }
            return try result.get()
        }
    }
}

/// The next item's index, handed to one worker at a time.
private final class Counter: @unchecked Sendable {  // `next` is only touched under `lock`
    private let lock = NSLock()
    private var next = 0

    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return next - 1
    }
}
