import ArgumentParser
import LifelineCheck

/// Numbers on the command line: a value outside its range is a usage error that names the
/// option, the range and the value (ArgumentParser alone reads `--events -5` as a missing value).
enum NumberOption {
    static func require(_ value: Int, in range: ClosedRange<Int>, option: String) throws {
        guard range.contains(value) else {
            let bounds =
                range.upperBound == Int.max
                ? "\(range.lowerBound) or more" : "from \(range.lowerBound) to \(range.upperBound)"
            throw ValidationError("\(option) takes a whole number \(bounds), not \(value)")
        }
    }
}

/// `check --disable ID`: only the ids of built-in rules, so a typo does not silently keep
/// the rule on.
enum RuleSelection {
    static func validate(disabled: [String]) throws {
        let known = Set(RuleCatalogue.all.map(\.id))
        for id in disabled where !known.contains(id) {
            throw ValidationError("--disable \(id): no built-in rule has this id (see check --list-rules)")
        }
    }
}

/// Which of `simulate`'s options go together: one that its mode would ignore is an error
/// that says why.
struct SimulateUsage {
    /// The most events `--random` generates: ten million, about 1.2 GB of trace and a minute
    /// or two of work, so a typo such as `--events 9223372036854775807` fails at once instead
    /// of running for days.
    static let maxEvents = 10_000_000

    var scenario: String?
    var infoPlist: String?
    var seedGiven: Bool
    var mutate: String?
    var outputGiven: Bool
    var list, show, random: Bool
    var events: Int?

    func validate() throws {
        if list {
            if scenario != nil || show || random || infoPlist != nil || mutate != nil || events != nil || outputGiven {
                throw ValidationError("--list prints the built-in scenarios and takes no other option")
            }
            return
        }
        if show {
            if random || infoPlist != nil || mutate != nil || events != nil || seedGiven {
                throw ValidationError(
                    """
                    --show prints a built-in scenario's YAML; it does not run it, so --random, --info-plist, \
                    --mutate, --seed and --events do not apply
                    """)
            }
            return
        }
        if random {
            if scenario != nil { throw ValidationError("--random generates its own run: give no SCENARIO with it") }
            if infoPlist != nil {
                throw ValidationError(
                    """
                    --info-plist configures a scenario's app; --random generates a run of the profile's default app \
                    and would ignore it
                    """)
            }
            if let events { try NumberOption.require(events, in: 1...SimulateUsage.maxEvents, option: "--events") }
            return
        }
        if events != nil {
            throw ValidationError("--events applies to --random only; a scenario's length is its actions")
        }
        if seedGiven && mutate == nil { throw ValidationError("--seed applies to --random and --mutate only") }
    }
}
