import CarPlay
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        if connectingSceneSession.role == .carTemplateApplication {
            let car = UISceneConfiguration(name: "CarPlay", sessionRole: connectingSceneSession.role)
            car.delegateClass = CarPlaySceneDelegate.self
            return car
        }
        let phone = UISceneConfiguration(name: "Phone", sessionRole: connectingSceneSession.role)
        phone.delegateClass = SceneDelegate.self
        return phone
    }
}
