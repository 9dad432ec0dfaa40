#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ArgumentParser
import Dispatch

/// `--quiet`, shared by the commands that can run for long.
struct ProgressOptions: ParsableArguments {
    @Flag(help: "No progress line on standard error.")
    var quiet = false
}

/// A progress line on standard error for work that takes longer than about a second.
///
/// Shown only when standard error is a terminal (never in a pipe, a file or a test), not
/// before `delay` has passed (quick commands print nothing), redrawn in place a few times a
/// second with the time spent, and erased when the work ends, so what the command prints
/// itself is not mixed with it. The work reports what it is doing through ``status(_:)``;
/// that is a store under a lock, cheap enough for a loop over files.
final class Progress: @unchecked Sendable {
    private let label: String
    private let start = ContinuousClock.now
    private let delay: Duration
    private let write: @Sendable (String) -> Void
    private let queue = DispatchQueue(label: "lifeline.progress")
    private var timer: DispatchSourceTimer?
    /// Guarded by `queue`.
    private var detail = ""
    private var shown = false

    /// Starts a progress line for `label` ("importing app.log"); nil-like (prints nothing)
    /// unless standard error is a terminal and `--quiet` was not given.
    static func start(_ label: String, options: ProgressOptions) -> Progress {
        let enabled = !options.quiet && isatty(2) == 1 && getenv("TERM").map({ String(cString: $0) }) != "dumb"
        return Progress(label: label, enabled: enabled)
    }

    init(
        label: String, enabled: Bool, delay: Duration = .seconds(1), interval: Duration = .milliseconds(250),
        write: @escaping @Sendable (String) -> Void = { UnbufferedWrite.write($0, to: 2) }
    ) {
        self.label = label
        self.delay = delay
        self.write = write
        guard enabled else { return }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let milliseconds = Int(
            interval.components.seconds * 1000 + interval.components.attoseconds / 1_000_000_000_000_000)
        timer.schedule(deadline: .now() + .milliseconds(milliseconds), repeating: .milliseconds(milliseconds))
        timer.setEventHandler { [weak self] in self?.draw() }
        self.timer = timer
        timer.resume()
    }

    /// What the work is doing now ("file 3 of 12: a.jsonl"); shown after the label.
    func status(_ text: String) {
        guard timer != nil else { return }
        queue.async { self.detail = text }
    }

    /// Stops the line and erases it, if it was shown. Call it before printing results (and
    /// in a `defer`, for errors); calling it again does nothing.
    func finish() {
        guard let timer else { return }
        queue.sync {
            timer.cancel()
            if shown { write("\r\u{1B}[2K") }
            shown = false
        }
        self.timer = nil
    }

    /// The line, on `queue`.
    private func draw() {
        let elapsed = ContinuousClock.now - start
        guard elapsed >= delay else { return }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let tenths = Int(seconds * 10)
        var line = "lifeline: \(label)"
        if !detail.isEmpty { line += ", \(detail)" }
        line += " … \(tenths / 10).\(tenths % 10) s"
        write("\r\u{1B}[2K" + line)
        shown = true
    }
}
