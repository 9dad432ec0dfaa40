#import "AppDelegate.h"

// - (void)applicationDidEnterBackground:(UIApplication *)application is only a comment here,
// and so is [UIApplication sharedApplication].keyWindow.

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application
    didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    NSURL *url = launchOptions[UIApplicationLaunchOptionsURLKey];
    NSDictionary *push = [launchOptions objectForKey:UIApplicationLaunchOptionsRemoteNotificationKey];
    NSLog(@"[UIApplication sharedApplication].keyWindow %@ %@", url, push);
    return YES;
}

- (void)applicationDidEnterBackground:(UIApplication *)application {
    UIViewController *root = [[UIApplication sharedApplication] keyWindow].rootViewController;
    [root.view endEditing:YES];
}

- (BOOL)application:(UIApplication *)app
            openURL:(NSURL *)url
            options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(resign:)
                                                 name:UIApplicationWillResignActiveNotification object:nil];
    return YES;
}

- (void)applicationDidReceiveMemoryWarning:(UIApplication *)application {
}

@end
