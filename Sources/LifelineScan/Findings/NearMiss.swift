import LifelineModel

/// A method whose name is close to a delegate callback's but is not one: a misspelling or
/// a signature UIKit will not match, so the method is never called.
enum NearMiss {
    /// The callback `name` (a Swift spelling or an Objective-C selector) was probably meant to
    /// implement, among those the owner's protocols declare.
    static func intended(_ name: String, language: SourceLanguage, protocols: Set<DelegateProtocol>) -> Callback? {
        guard Callback(name: name) == nil else { return nil }
        let (base, labels) = split(name, language: language)
        var best: (Callback, Int)? = nil
        for entry in CallbackCatalogue.entries {
            let declaredBy: Set<DelegateProtocol> =
                entry.declaredBy == .sceneDelegate ? [.sceneDelegate, .windowSceneDelegate] : [entry.declaredBy]
            guard !protocols.isDisjoint(with: declaredBy) else { continue }
            let (candidateBase, candidateLabels) = split(
                language == .swift ? entry.swiftName : entry.selector, language: language)
            let distance: Int
            if CallbackInfo.sharedBaseNames.contains(candidateBase) {
                guard base == candidateBase, labels.count == candidateLabels.count else { continue }
                distance = EditDistance.between(labels.joined(separator: ":"), candidateLabels.joined(separator: ":"))
            } else {
                guard labels.count == candidateLabels.count || base == candidateBase else { continue }
                distance = EditDistance.between(base, candidateBase) + (labels == candidateLabels ? 0 : 1)
            }
            guard distance >= 1, distance <= 2 else { continue }
            if best == nil || distance < (best?.1 ?? .max) { best = (entry.callback, distance) }
        }
        return best?.0
    }

    /// `sceneDidBecomeActive(_:)` → ("sceneDidBecomeActive", ["_"]); `scene:openURLContexts:` →
    /// ("scene", ["openURLContexts"]).
    private static func split(_ name: String, language: SourceLanguage) -> (String, [String]) {
        if language == .swift, let open = name.firstIndex(of: "(") {
            let inside = name[name.index(after: open)...].dropLast()
            return (String(name[..<open]), inside.split(separator: ":").map(String.init))
        }
        let pieces = name.split(separator: ":").map(String.init)
        return (pieces.first ?? name, Array(pieces.dropFirst()))
    }
}
