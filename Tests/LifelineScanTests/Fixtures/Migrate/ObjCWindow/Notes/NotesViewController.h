#import <UIKit/UIKit.h>

@interface NoteStore : NSObject
- (void)reload;
- (void)save;
@end

@interface NotesViewController : UITableViewController
- (instancetype)initWithStore:(NoteStore *)store;
@end
