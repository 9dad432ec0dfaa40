import LifelineModel
import LifelineSupport
import LifelineTrace

/// `lifeline mine`: the always-followed-by, always-precedes and never-followed-by relations
/// between callbacks, per process run or per scene, with support and confidence, the built-in
/// rules they confirm or contradict, and implied (transitive) relations pruned. Streams; per
/// open scope it keeps n×n bits.
public struct Miner {
    /// The kind of relation between two callbacks a finding states.
    public enum Relation: String, Sendable, CaseIterable {
        case alwaysFollowedBy = "always-followed-by"
        case alwaysPrecedes = "always-precedes"
        case neverFollowedBy = "never-followed-by"
    }

    /// One relation between two callbacks, with how often the trace tested and kept it.
    public struct Finding: Sendable, Equatable {
        /// Which relation: always followed by, always precedes or never followed by.
        public var relation: Relation
        /// The callback the relation starts from (`a` in "a is always followed by b").
        public var a: Callback
        /// The callback the relation ends at (`b` in "a is always followed by b").
        public var b: Callback
        /// Scope instances where the relation was tested (a occurred; for always-precedes, b).
        package var support: Int
        /// Instances where it held, over `support`.
        package var confidence: Double
        /// Whether it held in every one of them.
        package var holds: Bool { confidence >= 1 }
        /// The built-in rule it speaks to, if any.
        public var rule: String?
    }

    /// The unit relations are judged over: a user rule's `scope`.
    package let scope: RuleScope
    static let n = Callback.allCases.count
    // Per relation and pair: instances tested, instances broken.
    private var tested: [[Int]] = Array(repeating: Array(repeating: 0, count: n * n), count: 3)
    private var broken: [[Int]] = Array(repeating: Array(repeating: 0, count: n * n), count: 3)
    /// Open scope instances: the process run ("") or each scene by id.
    private var open: [String: ScopeBits] = [:]

    /// `scope` is `.process` (the default) or `.scene`, where only scene-delegate callbacks count.
    public init(scope: RuleScope = .process) {
        self.scope = scope == .scene ? .scene : .process
    }

    /// The built-in rules a mined relation speaks to: the relation holding is what the rule says.
    static let ruleFor: [String: String] = [
        "always-followed-by sceneWillEnterForeground(_:) sceneDidBecomeActive(_:)": "LC303",
        "always-followed-by applicationWillEnterForeground(_:) applicationDidBecomeActive(_:)": "LC303",
        """
        always-precedes application(_:willFinishLaunchingWithOptions:) \
        application(_:didFinishLaunchingWithOptions:)
        """: "LC201",
        "always-precedes application(_:didFinishLaunchingWithOptions:) scene(_:willConnectTo:options:)": "LC203",
        "always-precedes sceneWillEnterForeground(_:) sceneDidBecomeActive(_:)": "LC301",
        "always-precedes sceneWillResignActive(_:) sceneDidEnterBackground(_:)": "LC301",
        "never-followed-by applicationWillTerminate(_:) application(_:didFinishLaunchingWithOptions:)": "LC401"
    ]

    package mutating func add(path: String) throws(Diagnostic) {
        let reader = try TraceReader(path: path)
        // Where a process run begins is the follower's answer, as for every other reader.
        var follower = TraceFollower<String>(profile: reader.header.profile ?? .ios13, reading: reader.header.reading)
        while let event = try reader.next() {
            let step = follower.step(FollowInput(event))
            try step.checkSceneLimit(at: reader.site)
            if step.startsRun { closeAll() }
            guard event.kind == .callback, let callback = event.method else { continue }
            switch scope {
            case .scene:
                guard callback.receiver == .scene, let scene = event.scene else { continue }
                open[scene, default: ScopeBits()].add(callback.rawValue)
                if callback == .sceneDidDisconnect, let bits = open.removeValue(forKey: scene) { close(bits) }
            default:
                open["", default: ScopeBits()].add(callback.rawValue)
            }
        }
        closeAll()
    }

    private mutating func closeAll() {
        for key in open.keys.sorted() { if let bits = open[key] { close(bits) } }
        open.removeAll()
    }

    private mutating func close(_ bits: ScopeBits) {
        let n = Miner.n
        for a in 0..<n {
            for b in 0..<n where a != b {
                let cell = a * n + b
                if bits.tested[a] {
                    tested[0][cell] += 1
                    if bits.pending[cell] { broken[0][cell] += 1 }
                    tested[2][cell] += 1
                    if bits.brokenNever[cell] { broken[2][cell] += 1 }
                }
                if bits.tested[b] {
                    tested[1][cell] += 1
                    if bits.brokenPrecedes[cell] { broken[1][cell] += 1 }
                }
            }
        }
    }

    /// Relations with support ≥ `minSupport` that held in at least `confidence` of their
    /// instances, transitive ones pruned (a→b and b→c imply a→c for always-followed-by and
    /// always-precedes); plus every relation tied to a built-in rule, held or not.
    public func findings(minSupport: Int = 1, confidence: Double = 1, prune: Bool = true) -> [Finding] {
        var kept: [Finding] = []
        var tied: [Finding] = []
        let n = Miner.n
        for (r, relation) in Relation.allCases.enumerated() {
            for a in 0..<n {
                for b in 0..<n where a != b {
                    let cell = a * n + b
                    let support = tested[r][cell]
                    guard support > 0 else { continue }
                    // never-followed-by is only interesting when b occurs at all somewhere.
                    if relation == .neverFollowedBy && tested[1][cell] == 0 { continue }
                    let ca = Callback.allCases[a], cb = Callback.allCases[b]
                    // Per scene, only scene-delegate callbacks are followed; a relation to an app
                    // callback would be judged on events the scope never sees.
                    if scope == .scene && (ca.receiver != .scene || cb.receiver != .scene) { continue }
                    let rule = Miner.ruleFor["\(relation.rawValue) \(ca.swiftName) \(cb.swiftName)"]
                    let finding = Finding(
                        relation: relation, a: ca, b: cb, support: support,
                        confidence: Double(support - broken[r][cell]) / Double(support), rule: rule)
                    if support >= minSupport && finding.confidence >= confidence {
                        kept.append(finding)
                    } else if rule != nil {
                        tied.append(finding)
                    }
                }
            }
        }
        if prune { kept = Self.pruned(kept) }
        return kept + tied
    }

    /// Drops a relation implied by two others of the same transitive kind, unless a built-in rule names it.
    static func pruned(_ findings: [Finding]) -> [Finding] {
        var edges: [Relation: Set<Int>] = [:]
        let n = Miner.n
        for f in findings where f.relation != .neverFollowedBy {
            edges[f.relation, default: []].insert(f.a.rawValue * n + f.b.rawValue)
        }
        return findings.filter { f in
            guard f.relation != .neverFollowedBy, f.rule == nil, let set = edges[f.relation] else { return true }
            for mid in 0..<n where mid != f.a.rawValue && mid != f.b.rawValue {
                if set.contains(f.a.rawValue * n + mid) && set.contains(mid * n + f.b.rawValue) { return false }
            }
            return true
        }
    }

    /// The findings as `lifeline mine` prints them: those tested at least `minSupport` times
    /// and holding in at least `confidence` of them.
    public func text(minSupport: Int = 1, confidence: Double = 1) -> String {
        var out = ""
        for finding in findings(minSupport: minSupport, confidence: confidence) {
            var line =
                "\(finding.a.swiftName) \(finding.relation.rawValue) \(finding.b.swiftName)  [support \(finding.support)"
            if !finding.holds { line += ", confidence \(Self.percent(finding.confidence))" }
            line += "]"
            if let rule = finding.rule {
                line +=
                    finding.holds
                    ? "  confirms \(rule)"
                    : "  CONTRADICTS \(rule) (broken in \(Self.percent(1 - finding.confidence)) of \(scope.plural))"
            }
            out += line + "\n"
        }
        return out
    }

    /// The findings that hold at the threshold as a `--rules` file for `lifeline check`;
    /// relations that contradict a built-in rule are left out.
    package func rules(minSupport: Int = 1, confidence: Double = 1) -> String {
        var out = """
            # Mined by lifeline mine (scope: \(scope.rawValue), support >= \(minSupport), confidence >= \
            \(Self.percent(confidence))).\nrules:\n
            """
        var number = 0
        for finding in findings(minSupport: minSupport, confidence: confidence)
        where finding.rule == nil || finding.holds {
            guard finding.support >= minSupport && finding.confidence >= confidence else { continue }
            number += 1
            out += "  - id: MINED-\(number)\n"
            out += "    title: \"\(finding.a.swiftName) \(finding.relation.rawValue) \(finding.b.swiftName)\"\n"
            out += "    template: \(finding.relation.rawValue)\n"
            out += "    a: \"\(finding.a.swiftName)\"\n"
            out += "    b: \"\(finding.b.swiftName)\"\n"
            out += "    scope: \(scope.rawValue)\n"
            if !finding.holds { out += "    severity: warning\n" }
            out +=
                "    explanation: \"Held in \(Self.percent(finding.confidence)) of \(finding.support) \(scope.plural)\(finding.rule.map { "; confirms \($0)" } ?? "").\"\n"
        }
        if number == 0 { out = out.replacingLast("rules:\n", with: "rules: []\n") }
        return out
    }

    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 1000).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)%" : "\(tenths / 10).\(tenths % 10)%"
    }
}

private extension String {
    func replacingLast(_ target: String, with replacement: String) -> String {
        hasSuffix(target) ? String(dropLast(target.count)) + replacement : self
    }
}

/// One scope instance's bits: which callbacks occurred, which obligations are open, which
/// relations it broke.
struct ScopeBits {
    private static let n = Miner.n
    var seen = [Bool](repeating: false, count: n)
    var tested = [Bool](repeating: false, count: n)
    var pending = [Bool](repeating: false, count: n * n)
    var brokenPrecedes = [Bool](repeating: false, count: n * n)
    var brokenNever = [Bool](repeating: false, count: n * n)

    mutating func add(_ x: Int) {
        let n = Self.n
        for a in 0..<n where a != x {
            pending[a * n + x] = false
            // always-precedes(a, x): x needs an earlier a.
            if !seen[a] { brokenPrecedes[a * n + x] = true }
            // never-followed-by(a, x): an earlier a breaks it.
            if seen[a] { brokenNever[a * n + x] = true }
        }
        for b in 0..<n where b != x { pending[x * n + b] = true }
        seen[x] = true
        tested[x] = true
    }
}
