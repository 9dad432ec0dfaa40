import LifelineModel
import LifelineTrace

/// Which delegates a trace's app has, so that "what UIKit may deliver next" leaves out what
/// no delegate would receive: a SwiftUI app has an app delegate only through
/// `@UIApplicationDelegateAdaptor` and scene delegates only through a `delegateClass`
/// (the model's routing table says which callbacks depend on that).
package struct DelegateAdoption: Equatable, Sendable {
    package var profile: Profile
    /// The receivers the trace shows at least one callback for.
    package var seen: Set<Receiver>

    package init(profile: Profile, seen: Set<Receiver>) {
        self.profile = profile
        self.seen = seen
    }

    /// Scans `events` for the receivers they show.
    package init(profile: Profile, events: [TraceEvent]) {
        var seen = Set<Receiver>()
        for event in events where event.kind == .callback {
            if let receiver = event.receiver { seen.insert(receiver) }
            if seen.count == Receiver.allCases.count { break }
        }
        self.init(profile: profile, seen: seen)
    }

    /// Whether UIKit would deliver `callback` to this app: the routing table says so, or says
    /// it depends on an adoption and the trace shows the app adopted it.
    package func delivers(_ callback: Callback) -> Bool {
        switch callback.info.routing[profile] {
        case .delivered: return true
        case .notDelivered: return false
        case .whenAdopted: return seen.contains(callback.receiver)
        }
    }
}
