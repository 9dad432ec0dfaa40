#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineModel
import LifelineSupport
import LifelineTrace

extension ConsoleLogImporter {
    /// Imports standard input in one pass, writing each event as its line arrives
    /// (`log stream | lifeline import -`), and flushing per line when standard input is a pipe
    /// or a terminal. Ctrl-C ends the input: the trace is finished up to the last line read.
    ///
    /// What the two passes of a file import learn first is decided from the first lines here:
    /// the profile (given, or from the first callback that only one kind of app receives;
    /// ipados-multiwindow is never inferred from a stream), and the time origin (the first
    /// event's timestamp). The header lists no `observedCallbacks`: a stream cannot know them.
    package static func importStandardInput(
        to output: String, profile given: Profile? = nil, phrases: PhraseTable = .none,
        skipped: ((SkippedLine) -> Void)? = nil
    ) throws(Diagnostic) -> ImportSummary {
        StandardInputInterrupt.install()
        let source = StreamLines(reader: ConsoleLogReader(standardInput: ()))
        var parser = ConsoleLineParser(phrases: phrases)
        var profile = given
        var origin: Int64? = nil
        var sawEvent = false
        /// The read-ahead line that decided the profile, when none was given.
        var evidence: ProfileEvidence? = nil
        // Read ahead until the profile and the first event's time are known, or for at most
        // a bounded number of lines.
        // Xcode 16's console copy gives the first event's time on the line after it.
        var timeOnNextLine = false
        while profile == nil || !sawEvent || timeOnNextLine, source.pendingCount < StreamLines.lookAhead,
            let line = try source.readAhead()
        {
            if timeOnNextLine {
                timeOnNextLine = false
                origin = XcodeMetadataLine.read(line)?.timestamp
            }
            let parsed = parser.parse(line)
            switch parsed.kind {
            case .callback(let callback):
                // A short name (`didEnterBackground`) is read through the profile: it decides none.
                if profile == nil, !parsed.shortName, let decided = decisiveProfile(callback) {
                    profile = decided
                    let shows =
                        callback.receiver == .scene
                        ? "a scene-delegate callback, \(callback.swiftName)"
                        : "\(callback.swiftName), which UIKit calls only \(decided == .ios12 ? "without" : "with") scenes"
                    evidence = ProfileEvidence(line: source.position.line, shows: shows)
                }
            case .phase(let phase):
                // A phase's name after a label is one only in a SwiftUI log: it shows none.
                if profile == nil, !parsed.phaseLabelled {
                    profile = .swiftui
                    evidence = ProfileEvidence(
                        line: source.position.line, shows: "a SwiftUI scene phase (\(phase.rawValue))")
                }
            case .termination, .unknownMethod:
                break
            case .noise, .invalid, .ambiguous:
                continue
            }
            if !sawEvent {
                sawEvent = true
                origin = parsed.timestamp
                timeOnNextLine = origin == nil
            }
        }
        var survey = Survey(
            profile: profile ?? .ios12, observed: [], restoredSessions: [],
            timing: origin == nil ? .synthetic : .mixed, origin: origin ?? 0)
        if given == nil { survey.inferred = (survey.profile, evidence) }
        let writer = try TraceWriter(path: output, header: header(for: survey, streamed: true))
        let flushEachLine = isatty(0) != 0 || StandardInputInterrupt.isPipe(0)
        var lines = source
        if flushEachLine { try writer.flush() }
        var summary = try convert(&lines, survey: survey, phrases: phrases, skipped: skipped) {
            (event: TraceEvent) throws(Diagnostic) in
            try writer.write(event)
            if flushEachLine { try writer.flush() }
        }
        try writer.finish()
        summary.profileInferred = given == nil
        return summary
    }

    /// The profile a callback alone proves: a scene delegate's means scenes; an app-delegate
    /// method UIKit stops calling once scenes are adopted means none. Others say nothing.
    static func decisiveProfile(_ callback: Callback) -> Profile? {
        if callback.receiver == .scene { return .ios13 }
        let routing = callback.info.routing
        if routing[.ios12] == .delivered, routing[.ios13] == .notDelivered { return .ios12 }
        if routing[.ios12] == .notDelivered, routing[.ios13] == .delivered { return .ios13 }
        return nil
    }
}

/// Standard input's lines: first those read ahead (copied), then the rest as they arrive.
final class StreamLines: ConsoleLineSource {
    static let lookAhead = 10_000
    private let reader: ConsoleLogReader
    /// Lines read ahead, with where each is in the log.
    private var pending: [([UInt8], LinePosition)] = []
    private var next = 0
    private var current: UnsafeMutableBufferPointer<UInt8>?
    private var atStart = true
    private var atEnd = false
    let records = UnifiedLogRecords()
    private(set) var position = LinePosition()

    init(reader: ConsoleLogReader) { self.reader = reader }

    deinit { current?.deallocate() }

    var pendingCount: Int { pending.count }
    var overlongLines: Int { reader.overlongLines }
    var file: String { "<stdin>" }

    /// Reads one line ahead and keeps a copy for `nextLine()`.
    func readAhead() throws(Diagnostic) -> UnsafeBufferPointer<UInt8>? {
        guard let line = try readLine() else { return nil }
        pending.append((Array(line), position))
        return line
    }

    func nextLine() throws(Diagnostic) -> UnsafeBufferPointer<UInt8>? {
        current?.deallocate()
        current = nil
        guard next < pending.count else {
            if !pending.isEmpty { pending = [] }
            return try readLine()
        }
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: pending[next].0.count)
        _ = copy.initialize(from: pending[next].0)
        position = pending[next].1
        next += 1
        current = copy
        return UnsafeBufferPointer(copy)
    }

    /// The next line, a record of `log`'s JSON styles read as one (`UnifiedLogRecords`).
    private func readLine() throws(Diagnostic) -> UnsafeBufferPointer<UInt8>? {
        while true {
            if let queued = records.replayed() {
                position = records.position
                return queued
            }
            guard !atEnd, var line = try reader.nextLine(file: Diagnostic.displayName(of: "-")) else {
                if !atEnd { records.finish() }
                atEnd = true
                if let queued = records.replayed() {
                    position = records.position
                    return queued
                }
                return nil
            }
            if atStart {
                atStart = false
                line = line.droppingByteOrderMark
            }
            if let taken = records.take(line) {
                position = records.position
                return taken
            }
        }
    }
}

/// Ctrl-C while importing standard input: standard input is replaced by /dev/null, so the
/// read in progress (restarted or retried after the signal) sees the end of the input and the
/// importer finishes the trace normally. `dup2` is safe in a signal handler.
enum StandardInputInterrupt {
    nonisolated(unsafe) private static var devNull: Int32 = -1

    static func install() {
        guard devNull < 0 else { return }
        devNull = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard devNull >= 0 else { return }
        signal(SIGINT) { _ in _ = dup2(StandardInputInterrupt.devNull, 0) }
        // A parent may start us with SIGINT blocked (it is inherited): Ctrl-C must reach the handler.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    static func isPipe(_ fd: Int32) -> Bool {
        var status = stat()
        guard fstat(fd, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFIFO || status.st_mode & S_IFMT == S_IFSOCK
    }
}
