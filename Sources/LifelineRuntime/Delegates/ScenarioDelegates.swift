import Foundation
import LifelineModel

/// The app delegate the command line uses: implements every method, and takes the time a
/// scenario's `costs` give a method (to show budgets being overrun). Its methods are generated
/// (`ScenarioDelegates+Generated.swift`, `make generate`).
final class ScenarioAppDelegate: AppDelegate, UserNotificationCenterDelegate {
    let costs: [Callback: Int64]
    init(costs: [Callback: Int64]) { self.costs = costs }

    func spend(_ callback: Callback, _ application: Application) {
        if let micros = costs[callback] { application.clock.advance(micros: micros) }
    }
}

/// The scene delegate the command line uses for every class a configuration names.
final class ScenarioSceneDelegate: WindowSceneDelegate {
    let costs: [Callback: Int64]
    init(costs: [Callback: Int64]) { self.costs = costs }

    func spend(_ callback: Callback, _ scene: Scene) {
        if let micros = costs[callback] { scene.clock.advance(micros: micros) }
    }
}
