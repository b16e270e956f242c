import UIKit
// wobble-session begin
// {
//   "format" : "wobble-session",
//   "journal" : [
//     {
//       "command" : "scene blob",
//       "time" : "2026-11-22T21:15:17.580Z"
//     }
//   ],
//   "marks" : {
// 
//   },
//   "parameters" : {
// 
//   },
//   "scene" : "blob",
//   "version" : 1
// }
// wobble-session end
final class BlobView: UIView {}
