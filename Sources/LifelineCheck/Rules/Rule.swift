import LifelineModel

/// Where a rule's citation points: a fact in `Docs/lifecycle-facts.md`, or the trace format
/// itself (`Docs/trace-format.md`) for hygiene rules that no Apple page speaks to.
package enum RuleSource: String, Sendable {
    case lifecycleFacts = "Docs/lifecycle-facts.md"
    case traceFormat = "Docs/trace-format.md"
}

/// One built-in rule of the catalogue: what it checks, how sure the facts are, and where
/// Apple says so. Rules are data; the checker's evaluators refer to them by `RuleID`.
public struct Rule: Sendable, Identifiable {
    /// `LC301`.
    public var id: String
    /// A short title: "Scene callback legal from the scene's state".
    public var title: String
    /// The severity of its violations. Table-derived rules may report a weaker one for a
    /// particular edge (the basis of the nearest rows); this is the strongest.
    public var severity: Severity
    /// The basis of the fact it rests on.
    package var basis: FactBasis
    /// The unit it is judged over.
    package var scope: RuleScope
    /// The profiles it applies to.
    package var profiles: Set<Profile>
    /// The canonical URL it cites (verbatim in `source`).
    public var citation: String
    /// The section of the source that states it (`"2.1"`).
    package var section: String
    /// The document the citation is found in.
    package var source: RuleSource
    /// A plain explanation for the report and `--list-rules`.
    public var explanation: String
    /// Callbacks the rule's expectation needs to see: when an imported log's header says it
    /// never shows one of them, the rule is skipped and reported as "could not check".
    public var needs: [Callback]

    package init(
        id: String, title: String, basis: FactBasis, scope: RuleScope,
        profiles: Set<Profile> = Set(Profile.allCases), citation: String, section: String,
        source: RuleSource = .lifecycleFacts, explanation: String, needs: [Callback] = [],
        severity: Severity? = nil
    ) {
        self.id = id
        self.title = title
        self.basis = basis
        // A rule resting on an UNSURE fact would report nothing; the catalogue has none.
        self.severity = severity ?? Severity(basis: basis) ?? .warning
        self.scope = scope
        self.profiles = profiles
        self.citation = citation
        self.section = section
        self.source = source
        self.explanation = explanation
        self.needs = needs
    }

    /// The callbacks of `needs` that can occur at all under `profile`.
    package func needs(under profile: Profile) -> [Callback] {
        needs.filter { $0.info.routing[profile].isPossible }
    }
}
