import LifelineModel
import LifelineTrace

/// What an import did, for the one line `lifeline import` prints to standard error.
public struct ImportSummary: Equatable, Sendable {
    /// Lines in the log.
    package var lines = 0
    /// Records of the unified log's JSON styles (`log … --style ndjson`/`json`), each read as one
    /// line: `used` and `skipped` count them, not their lines.
    package var records = 0
    /// Records of those styles that were not readable JSON: read as their plain lines, and shown.
    package var unreadableRecords = 0
    /// Lines that became events (callbacks and termination messages).
    package var used = 0
    /// Lines that were not life-cycle output (including `invalidUTF8`).
    package var skipped = 0
    /// Skipped lines that were not valid UTF-8.
    package var invalidUTF8 = 0
    /// Skipped lines that name two callbacks, a spelling several share, or a look-alike.
    package var ambiguous = 0
    /// Lines naming a delegate-looking method the catalogue does not know (kept as notes).
    package var unknownMethods = 0
    /// Used lines that were callbacks or phases (the rest: termination lines).
    package var recognised = 0
    /// Used lines that continued the previous line's call (same callback, time and thread).
    package var merged = 0
    /// Skipped lines longer than ``LineReader/maxLineLength`` bytes (not kept in memory).
    package var overlong = 0
    /// Events written (used lines plus inferred run ends).
    public var events = 0
    package var runs = 0
    package var scenes = 0
    /// The profile of the trace written: given, or inferred from the events.
    public var profile: Profile = .ios12
    /// Whether the profile was inferred rather than given.
    package var profileInferred = true
    package var timing: ImportTiming = .synthetic

    /// `imported 412 lines: 37 used, 373 skipped (1 ambiguous, 2 not UTF-8), 2 unknown methods; 2 runs, 3 scenes; profile ios13 (inferred); timing nslog`
    public var description: String {
        var text = "imported \(lines) lines"
        if records > 0 { text += " (\(records) log record\(records == 1 ? "" : "s"))" }
        text += ": \(used) used, \(skipped) skipped"
        // The ambiguous count always, the other reasons when there are any.
        let reasons =
            ["\(ambiguous) ambiguous"]
            + [(invalidUTF8, "not UTF-8"), (overlong, "longer than \(LineReader.maxLineLength) bytes")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        text += " (\(reasons.joined(separator: ", ")))"
        text += ", \(unknownMethods) unknown method\(unknownMethods == 1 ? "" : "s")"
        if unreadableRecords > 0 {
            text +=
                ", \(unreadableRecords) log record\(unreadableRecords == 1 ? "" : "s") not readable JSON (read as plain lines)"
        }
        if merged > 0 { text += " (\(merged) line\(merged == 1 ? "" : "s") continuing a call)" }
        text += "; \(runs) run\(runs == 1 ? "" : "s"), \(scenes) scene\(scenes == 1 ? "" : "s")"
        text += "; profile \(profile.rawValue) (\(profileInferred ? "inferred" : "given")); timing \(timing.rawValue)"
        return text
    }
}

/// A line the importer skipped although it looked like life-cycle output (`--show-skipped`).
public struct SkippedLine: Equatable, Sendable {
    /// The line's number in the log, from 1.
    package var line: Int
    /// Why it was skipped: `names two different callbacks`, `not UTF-8`, …
    package var reason: String
    /// The line (invalid UTF-8 replaced).
    package var text: String
    /// `skipped`, or `merged` for a line that continues a call read before (`reason` names it).
    package var outcome = "skipped"

    package init(line: Int, reason: String, text: String, outcome: String = "skipped") {
        self.line = line
        self.reason = reason
        self.text = text
        self.outcome = outcome
    }

    /// A line merged into the call at line `call`.
    init(merged line: Int, into call: Int, _ parsed: ConsoleLine, text: String) {
        let what = parsed.mark == .exit ? "exit line" : "another line"
        self.init(line: line, reason: "\(what) of the call at line \(call)", text: text, outcome: "merged")
    }
}
