import LifelineModel

/// What an import did, for the one line `lifeline import` prints to standard error.
public struct ImportSummary: Equatable, Sendable {
    /// Lines in the log.
    public var lines = 0
    /// Lines that became events (callbacks and termination messages).
    public var used = 0
    /// Lines that were not life-cycle output (including `invalidUTF8`).
    public var skipped = 0
    /// Skipped lines that were not valid UTF-8.
    public var invalidUTF8 = 0
    /// Skipped lines longer than ``LineReader/maxLineLength`` bytes (not kept in memory).
    public var overlong = 0
    /// Events written (used lines plus inferred run ends).
    public var events = 0
    public var runs = 0
    public var scenes = 0
    public var profile: Profile = .ios12
    /// Whether the profile was inferred rather than given.
    public var profileInferred = true
    public var timing: ImportTiming = .synthetic

    /// `imported 412 lines: 37 used, 375 skipped (2 not UTF-8, 1 longer than 1048576 bytes); 2 runs, 3 scenes; profile ios13 (inferred); timing nslog`
    public var description: String {
        var text = "imported \(lines) lines: \(used) used, \(skipped) skipped"
        let reasons = [(invalidUTF8, "not UTF-8"), (overlong, "longer than \(LineReader.maxLineLength) bytes")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        if !reasons.isEmpty { text += " (\(reasons.joined(separator: ", ")))" }
        text += "; \(runs) run\(runs == 1 ? "" : "s"), \(scenes) scene\(scenes == 1 ? "" : "s")"
        text += "; profile \(profile.rawValue) (\(profileInferred ? "inferred" : "given")); timing \(timing.rawValue)"
        return text
    }
}
