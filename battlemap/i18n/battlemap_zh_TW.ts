<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>ActionGroup</name>
    <message>
        <source>Standard Actions</source>
        <extracomment>Group ids of the bundled rulesets, as menu titles.</extracomment>
        <translation>標準動作</translation>
    </message>
    <message>
        <source>Move Actions</source>
        <translation>移動動作</translation>
    </message>
    <message>
        <source>Swift Actions</source>
        <translation>迅捷動作</translation>
    </message>
    <message>
        <source>Full-Round Actions</source>
        <translation>整輪動作</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>反應</translation>
    </message>
    <message>
        <source>Slow Actions</source>
        <translation>慢速動作</translation>
    </message>
    <message>
        <source>Fast Actions</source>
        <translation>快速動作</translation>
    </message>
    <message>
        <source>Free Actions</source>
        <translation>自由動作</translation>
    </message>
    <message>
        <source>Maneuvers</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>攻擊</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>防禦</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>專注</translation>
    </message>
    <message>
        <source>Interact</source>
        <translation>互動</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>支援</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
</context>
<context>
    <name>ActionMenu</name>
    <message>
        <source>Drag {name} to where it goes.</source>
        <extracomment>The options form of the action being taken, while it is open (see `take`). A refusal only for want of an option the form asks (&quot;face_required&quot;: choose a facing).</extracomment>
        <translation>把{name}拖到要去的位置。</translation>
    </message>
</context>
<context>
    <name>AreaTemplateDialog</name>
    <message>
        <source>Place Area Template</source>
        <translation>放置範圍模板</translation>
    </message>
    <message>
        <source>Circle (burst)</source>
        <translation>圓形（爆發）</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>錐形</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>直線</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>方形</translation>
    </message>
    <message>
        <source> degrees</source>
        <translation> 度</translation>
    </message>
    <message>
        <source>Show on the &amp;Player View</source>
        <translation>在玩家檢視中顯示(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Shape</source>
        <translation>形狀(&amp;S)</translation>
    </message>
    <message>
        <source>Si&amp;ze (radius, length or side)</source>
        <translation>大小（半徑、長度或邊長）(&amp;Z)</translation>
    </message>
    <message>
        <source>&amp;Angle</source>
        <translation>角度(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>寬度(&amp;W)</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {error}. Save by hand to keep your work.</source>
        <extracomment>How long after the last change the autosave is written (ms): after a burst, once.</extracomment>
        <translation>自動儲存失敗：{error}。請手動儲存以保留您的進度。</translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <source>Background image</source>
        <extracomment>The dialog&apos;s result when the GM asks to align the picture by hand.</extracomment>
        <translation>背景圖片</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>瀏覽(&amp;B)...</translation>
    </message>
    <message>
        <source>&amp;Image</source>
        <translation>圖片(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Pixels per cell</source>
        <translation>每格像素(&amp;P)</translation>
    </message>
    <message>
        <source>Offset &amp;across (cells)</source>
        <translation>橫向偏移(&amp;A)（格）</translation>
    </message>
    <message>
        <source>Offset &amp;down (cells)</source>
        <translation>縱向偏移(&amp;D)（格）</translation>
    </message>
    <message>
        <source>&amp;Opacity</source>
        <translation>不透明度(&amp;O)</translation>
    </message>
    <message>
        <source>Align by &amp;Hand</source>
        <translation>手動對齊(&amp;H)</translation>
    </message>
    <message>
        <source>Drag the picture into place on the map, and scale it by two points</source>
        <translation>在地圖上把圖片拖到位，並依兩點縮放</translation>
    </message>
    <message>
        <source>Images ({formats})</source>
        <translation>圖片 ({formats})</translation>
    </message>
    <message>
        <source>{path} is not an image this system can read</source>
        <translation>{path} 不是本系統能讀取的圖片</translation>
    </message>
    <message>
        <source>(no file)</source>
        <translation>（無檔案）</translation>
    </message>
</context>
<context>
    <name>CellStatus</name>
    <message>
        <source>partial</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>sparse</source>
        <translation>稀疏</translation>
    </message>
    <message>
        <source>loose</source>
        <translation>鬆散</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>密集</translation>
    </message>
    <message>
        <source>cover: {cover}</source>
        <translation>掩護：{cover}</translation>
    </message>
    <message>
        <source>crowd: {n} ({density})</source>
        <translation>密度：{n}（{density}）</translation>
    </message>
</context>
<context>
    <name>Computer</name>
    <message>
        <source>The computer is playing: Escape takes over this turn.</source>
        <extracomment>The paces a player may choose, in milliseconds between two steps; None: only by hand. The turn (round, token) a person took over with Escape: the computer leaves it alone. The status bar message the computer last showed (cleared when its turn is over).</extracomment>
        <translation>電腦正在行動：按 Escape 接管這一回合。</translation>
    </message>
    <message>
        <source>The computer&apos;s move: Battle &gt; Computer &gt; Play One Step, or Escape to play it yourself.</source>
        <translation>輪到電腦：戰鬥 &gt; 電腦 &gt; 走一步，或按 Escape 自己來走。</translation>
    </message>
    <message>
        <source>You play this turn: the computer plays its side again from its next turn.</source>
        <translation>這一回合由你來走：從下一回合起電腦繼續操控它的陣營。</translation>
    </message>
</context>
<context>
    <name>Conditions</name>
    <message>
        <source>bleeding</source>
        <extracomment>Every condition id the bundled systems set (context &quot;Conditions&quot;).</extracomment>
        <translation>流血</translation>
    </message>
    <message>
        <source>blind</source>
        <translation>失明</translation>
    </message>
    <message>
        <source>blinded</source>
        <translation>目盲</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>崩潰</translation>
    </message>
    <message>
        <source>bull_rushing</source>
        <translation>衝撞中</translation>
    </message>
    <message>
        <source>burning</source>
        <translation>燃燒</translation>
    </message>
    <message>
        <source>charging</source>
        <translation>衝鋒中</translation>
    </message>
    <message>
        <source>climbing</source>
        <translation>攀爬中</translation>
    </message>
    <message>
        <source>critical_injury</source>
        <translation>重傷</translation>
    </message>
    <message>
        <source>dazed</source>
        <translation>暈眩</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>癱瘓</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>瀕死</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>已掙脫</translation>
    </message>
    <message>
        <source>flat_footed</source>
        <translation>措手不及</translation>
    </message>
    <message>
        <source>grappled</source>
        <translation>被擒抱</translation>
    </message>
    <message>
        <source>helpless</source>
        <translation>無助</translation>
    </message>
    <message>
        <source>immobilized</source>
        <translation>無法移動</translation>
    </message>
    <message>
        <source>knocked_down</source>
        <translation>被擊倒</translation>
    </message>
    <message>
        <source>light_wound</source>
        <translation>輕傷</translation>
    </message>
    <message>
        <source>mental_critical_injury</source>
        <translation>精神重創</translation>
    </message>
    <message>
        <source>missed_attack</source>
        <translation>攻擊落空</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>騎乘</translation>
    </message>
    <message>
        <source>paralyzed</source>
        <translation>麻痺</translation>
    </message>
    <message>
        <source>robot</source>
        <translation>機器人</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>震懾</translation>
    </message>
    <message>
        <source>surprised</source>
        <translation>被突襲</translation>
    </message>
    <message>
        <source>total_defence</source>
        <translation>全力防禦</translation>
    </message>
    <message>
        <source>total_defense</source>
        <translation>全力防禦</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>昏迷</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>未被看見</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>受傷</translation>
    </message>
</context>
<context>
    <name>ContextMenu</name>
    <message>
        <source>Bring to Front</source>
        <translation>移到最上層</translation>
    </message>
    <message>
        <source>Attack {target} with {attacker}...</source>
        <translation>用{attacker}攻擊{target}...</translation>
    </message>
    <message>
        <source>Aim an Attack from {name}...</source>
        <translation>從{name}瞄準攻擊...</translation>
    </message>
    <message>
        <source>Edit Note...</source>
        <translation>編輯備註...</translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation>刪除備註</translation>
    </message>
    <message>
        <source>Delete Drawing</source>
        <translation>刪除繪圖</translation>
    </message>
    <message>
        <source>Add Note Here...</source>
        <translation>在此新增備註...</translation>
    </message>
    <message>
        <source>Show to Players</source>
        <translation>對玩家顯示</translation>
    </message>
    <message>
        <source>Hide from Players</source>
        <translation>對玩家隱藏</translation>
    </message>
    <message>
        <source>GM Move {name}...</source>
        <translation>GM 移動 {name}...</translation>
    </message>
    <message>
        <source>Edit {name}...</source>
        <translation>編輯{name}...</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>複製{name}</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>刪除{name}</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Refresh What {name} Spent</source>
        <translation>恢復 {name} 本回合的消耗</translation>
    </message>
    <message>
        <source>Place Token</source>
        <translation>放置標記</translation>
    </message>
    <message>
        <source>Paint Terrain</source>
        <translation>繪製地形</translation>
    </message>
    <message>
        <source>Open Door</source>
        <translation>開門</translation>
    </message>
    <message>
        <source>Close Door</source>
        <translation>關門</translation>
    </message>
    <message>
        <source>Add Door on Edge</source>
        <translation>在邊上加門</translation>
    </message>
    <message>
        <source>Open Door on Edge</source>
        <translation>打開邊上的門</translation>
    </message>
    <message>
        <source>Close Door on Edge</source>
        <translation>關上邊上的門</translation>
    </message>
    <message>
        <source>Delete Wall Segment</source>
        <translation>刪除牆段</translation>
    </message>
    <message>
        <source>Add to Zone</source>
        <translation>加入區域</translation>
    </message>
    <message>
        <source>Remove from Zone {zone}</source>
        <translation>從區域{zone}移除</translation>
    </message>
    <message>
        <source>{shape} {size} at {cell}</source>
        <translation>{cell}的{shape} {size}</translation>
    </message>
    <message>
        <source>Remove Template: {template}</source>
        <translation>移除模板：{template}</translation>
    </message>
    <message>
        <source>Circle</source>
        <extracomment>Each template shape as a menu names it (translated when the menu is built).</extracomment>
        <translation>圓形</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>錐形</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>直線</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>方形</translation>
    </message>
</context>
<context>
    <name>Cost</name>
    <message>
        <source>standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>{n} standard</source>
        <translation>標準 ×{n}</translation>
    </message>
    <message>
        <source>move</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>{n} move</source>
        <translation>移動 ×{n}</translation>
    </message>
    <message>
        <source>swift</source>
        <translation>迅捷</translation>
    </message>
    <message>
        <source>{n} swift</source>
        <translation>迅捷 ×{n}</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>慢速</translation>
    </message>
    <message>
        <source>{n} slow</source>
        <translation>慢速 ×{n}</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <source>{n} fast</source>
        <translation>快速 ×{n}</translation>
    </message>
    <message>
        <source>{n} square</source>
        <extracomment>Between the parts of a cost (&quot;standard + reaction&quot;). Ruleset movement and grid units: (one, several); other units read as `document.log.amount` writes them.</extracomment>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} squares</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} hex</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} hexes</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} ft</source>
        <translation>{n} 英尺</translation>
    </message>
    <message>
        <source>{n} yd</source>
        <translation>{n} 碼</translation>
    </message>
    <message>
        <source>{n} m</source>
        <translation>{n} 公尺</translation>
    </message>
    <message>
        <source>full-round</source>
        <translation>整輪</translation>
    </message>
    <message>
        <source>1 maneuver</source>
        <translation>1 次行動</translation>
    </message>
    <message>
        <source>{n} maneuver</source>
        <translation>{n} 次行動</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>反應</translation>
    </message>
    <message>
        <source>{n} reactions</source>
        <translation>反應 ×{n}</translation>
    </message>
    <message>
        <source>free</source>
        <translation>自由</translation>
    </message>
    <message>
        <source>{n} AP</source>
        <translation>{n} 行動點</translation>
    </message>
    <message>
        <source>{actions}, {movement}</source>
        <translation>{actions}，{movement}</translation>
    </message>
    <message>
        <source>weapon {field}</source>
        <translation>武器的 {field}</translation>
    </message>
    <message>
        <source>{cost} from next turn</source>
        <translation>{cost}（由下一回合支付）</translation>
    </message>
</context>
<context>
    <name>Defence</name>
    <message>
        <source>Dodge</source>
        <extracomment>Every defence name the bundled systems write.</extracomment>
        <translation>閃避</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>招架</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>格擋</translation>
    </message>
    <message>
        <source>Toughness</source>
        <translation>強韌</translation>
    </message>
    <message>
        <source>grapple check</source>
        <translation>擒抱檢定</translation>
    </message>
    <message>
        <source>Dodge of the {item}</source>
        <translation>{item}的閃避</translation>
    </message>
    <message>
        <source>{first}, then {second}</source>
        <translation>{first}，然後{second}</translation>
    </message>
</context>
<context>
    <name>DragOverlay</name>
    <message>
        <source>GM move: no rules</source>
        <extracomment>Alpha of the reach bands: cheapest third darkest, last third faintest. True from a drag&apos;s first preview to its end (a prepared drag is built but not shown).</extracomment>
        <translation>GM 移動：不按規則</translation>
    </message>
    <message>
        <source>Cannot move: {why}</source>
        <translation>不能移動：{why}</translation>
    </message>
    <message>
        <source>{action} ({cost}): a double move</source>
        <translation>{action}（{cost}）：雙倍移動</translation>
    </message>
    <message>
        <source>{action} ({cost}): minimum movement</source>
        <translation>{action}（{cost}）：最低移動</translation>
    </message>
    <message>
        <source>{action} ({cost})</source>
        <translation>{action}（{cost}）</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <source>Save the changes to {name} first?</source>
        <translation>先儲存對{name}的變更嗎？</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>開啟場景</translation>
    </message>
    <message>
        <source>Battlemap scenarios (*.json *.toml);;All files (*)</source>
        <translation>Battlemap 場景 (*.json *.toml);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>無法開啟場景</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清除清單(&amp;C)</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>場景另存新檔</translation>
    </message>
    <message>
        <source>Battlemap scenarios (*.json)</source>
        <translation>Battlemap 場景 (*.json)</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>已儲存 {path}</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>無法儲存</translation>
    </message>
    <message>
        <source>Export the GM view as an image</source>
        <translation>將 GM 視圖匯出為圖片</translation>
    </message>
    <message>
        <source>Export the Player View as an image</source>
        <translation>將玩家視圖匯出為圖片</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>Cannot export image</source>
        <translation>無法匯出圖片</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>無法寫入 {path}：{reason}</translation>
    </message>
    <message>
        <source>Exported the GM view to {path}</source>
        <translation>GM 視圖已匯出到 {path}</translation>
    </message>
    <message>
        <source>Exported the Player View to {path}</source>
        <translation>玩家視圖已匯出到 {path}</translation>
    </message>
</context>
<context>
    <name>Fog</name>
    <message>
        <source>Working out what the side sees...</source>
        <extracomment>How often the window looks at the worker&apos;s progress, in ms. The progress dialog while a long warm-up runs (None otherwise).</extracomment>
        <translation>正在計算該陣營的視野……</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Fog of War</source>
        <translation>戰爭迷霧</translation>
    </message>
</context>
<context>
    <name>Fonts</name>
    <message>
        <source>Chinese is shown in Battlemap&apos;s own font: names you type may need a Chinese font installed on the system.</source>
        <extracomment>Each Chinese interface language&apos;s subset (under assets/), and the script (writing system) it is for. Set in settings.ini once the window has said that typed names may need a system font. The tags a family&apos;s name carries for each language&apos;s regional forms, best first (Noto Sans CJK SC, Source Han Sans TC, ...). Without one, fontconfig often picks the Japanese forms.</extracomment>
        <translation>中文以 Battlemap 內建字型顯示：您輸入的名稱可能需要系統安裝中文字型。</translation>
    </message>
    <message>
        <source>Names you type may need a system Chinese font</source>
        <translation>您輸入的名稱可能需要系統中文字型</translation>
    </message>
</context>
<context>
    <name>GmMarks</name>
    <message>
        <source>Mine being laid by {name} at {cell}: it arms at the end of {name}&apos;s turn (GM only)</source>
        <extracomment>Over the tokens (10-11) and their badges, under the drag&apos;s ghost and path.</extracomment>
        <translation>{name} 正在 {cell} 佈置地雷：將在 {name} 的回合結束時啟動（僅 GM 可見）</translation>
    </message>
    <message>
        <source>Armed mine of {name} at {cell} (GM only)</source>
        <translation>{name} 在 {cell} 的已啟動地雷（僅 GM 可見）</translation>
    </message>
    <message>
        <source>{kind} of {name} at {cell} (GM only)</source>
        <translation>{name} 在 {cell} 的{kind}（僅 GM 可見）</translation>
    </message>
</context>
<context>
    <name>Health</name>
    <message>
        <source>HP</source>
        <translation>生命值</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>疲勞值</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>傷害</translation>
    </message>
    <message>
        <source>stress</source>
        <translation>壓力</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>reeling</source>
        <extracomment>State words that are no condition of their own (the others read as conditions).</extracomment>
        <translation>踉蹌</translation>
    </message>
    <message>
        <source>collapsing</source>
        <translation>瀕臨倒下</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>未受傷</translation>
    </message>
    <message>
        <source>injury (HP lost)</source>
        <extracomment>Counts a system keeps on a token that the GM may set (the Inspector&apos;s Counts), by key.</extracomment>
        <translation>傷勢（失去的生命值）</translation>
    </message>
    <message>
        <source>fatigue (FP lost)</source>
        <translation>疲勞（失去的疲勞值）</translation>
    </message>
    <message>
        <source>initiative total</source>
        <translation>先攻總值</translation>
    </message>
    <message>
        <source>{name} {current}/{maximum}</source>
        <extracomment>&quot;HP 7/11&quot;, &quot;damage 3/4&quot;.</extracomment>
        <translation>{name} {current}/{maximum}</translation>
    </message>
    <message>
        <source>{meters} ({words})</source>
        <extracomment>&quot;HP 7/11 (reeling)&quot;.</extracomment>
        <translation>{meters}（{words}）</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Drag a token</source>
        <translation>拖曳標記</translation>
    </message>
    <message>
        <source>moves it by the rules: its path, the cost and who reacts show before the drop</source>
        <translation>按規則移動：放開前先顯示路徑、消耗和誰會反應</translation>
    </message>
    <message>
        <source>Shift + drag a token</source>
        <translation>Shift + 拖曳標記</translation>
    </message>
    <message>
        <source>a freehand path</source>
        <translation>手繪路徑</translation>
    </message>
    <message>
        <source>Ctrl + drag a token</source>
        <translation>Ctrl + 拖曳標記</translation>
    </message>
    <message>
        <source>the GM&apos;s move: anywhere it can stand, no rules</source>
        <translation>主持人移動：可放到任何能站立的地方，不按規則</translation>
    </message>
    <message>
        <source>Right-click a token or a cell</source>
        <translation>右鍵點擊標記或格子</translation>
    </message>
    <message>
        <source>its actions, or the cell&apos;s terrain, doors, zones and new tokens</source>
        <translation>標記的行動，或格子的地形、門、區域和新標記</translation>
    </message>
    <message>
        <source>Click a target while targeting</source>
        <translation>瞄準時點擊目標</translation>
    </message>
    <message>
        <source>rolls the attack</source>
        <translation>擲攻擊骰</translation>
    </message>
    <message>
        <source>Ctrl + click while targeting</source>
        <translation>瞄準時 Ctrl + 點擊</translation>
    </message>
    <message>
        <source>adds or removes a further target</source>
        <translation>增加或移除額外目標</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>cancels a drag, targeting or a drawing mode</source>
        <translation>取消拖曳、瞄準或繪製模式</translation>
    </message>
    <message>
        <source>Middle button, or Space + drag</source>
        <translation>中鍵，或空白鍵 + 拖曳</translation>
    </message>
    <message>
        <source>pans the map</source>
        <translation>平移地圖</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>方向鍵</translation>
    </message>
    <message>
        <source>pan the map</source>
        <translation>平移地圖</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>滑鼠滾輪</translation>
    </message>
    <message>
        <source>zooms in and out</source>
        <translation>放大和縮小</translation>
    </message>
    <message>
        <source>Drag a wall&apos;s end</source>
        <translation>拖曳牆的端點</translation>
    </message>
    <message>
        <source>moves it, snapped to a cell corner when near one</source>
        <translation>移動端點，靠近格子角落時吸附到角落</translation>
    </message>
    <message>
        <source>Click a wall</source>
        <translation>按一下牆</translation>
    </message>
    <message>
        <source>selects it (Delete deletes it)</source>
        <translation>選取它（按 Delete 刪除）</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>deletes the selected token or wall</source>
        <translation>刪除選取的標記或牆</translation>
    </message>
    <message>
        <source>Drag while aligning the background</source>
        <translation>對齊背景時拖曳</translation>
    </message>
    <message>
        <source>moves the picture; after Scale by Two Points, drops a point of it on a grid corner</source>
        <translation>移動圖片；選擇「依兩點縮放」後，把圖片上的一點放到網格角上</translation>
    </message>
    <message>
        <source>Enter while aligning the background</source>
        <translation>對齊背景時按 Enter</translation>
    </message>
    <message>
        <source>keeps the picture where it is (Escape puts it back)</source>
        <translation>把圖片留在目前位置（Escape 放回原處）</translation>
    </message>
    <message>
        <source>Keyboard and Mouse</source>
        <translation>鍵盤與滑鼠</translation>
    </message>
    <message>
        <source>Keys or mouse</source>
        <translation>按鍵或滑鼠</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>In the Window (README)</source>
        <translation>視窗操作（README）</translation>
    </message>
    <message>
        <source>The README is not installed with this copy of Battlemap.</source>
        <translation>此份 Battlemap 沒有附帶 README。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battlemap {version}&lt;/b&gt;&lt;p&gt;A battle map that knows the rules: GURPS 4e, the Year Zero Engine, d20 mass combat and a Fallout d100 ruleset, judged at every step of a move.&lt;/p&gt;&lt;p&gt;MIT licence. Qt {qt} through PySide6. The bundled Chinese font is a subset of Noto Sans CJK (SIL Open Font Licence).&lt;/p&gt;</source>
        <translation>&lt;b&gt;Battlemap {version}&lt;/b&gt;&lt;p&gt;懂規則的戰鬥地圖：GURPS 第四版、Year Zero Engine、d20 群戰規則和 Fallout d100 規則，移動的每一步都按規則判定。&lt;/p&gt;&lt;p&gt;MIT 授權。透過 PySide6 使用 Qt {qt}。內建中文字型是 Noto Sans CJK 的子集（SIL 開放字型授權）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Battlemap</source>
        <translation>關於 Battlemap</translation>
    </message>
</context>
<context>
    <name>ImportMap</name>
    <message>
        <source>Import Map</source>
        <translation>匯入地圖</translation>
    </message>
    <message>
        <source>Save the Imported Battle</source>
        <translation>儲存匯入的戰鬥</translation>
    </message>
    <message>
        <source>Battlemap scenarios (*.json)</source>
        <translation>Battlemap 場景 (*.json)</translation>
    </message>
    <message>
        <source>Cannot import the map</source>
        <translation>無法匯入地圖</translation>
    </message>
    <message>
        <source>Maps (*.dd2vtt *.df2vtt *.uvtt *.tmx *.tmj *.json)</source>
        <translation>地圖 (*.dd2vtt *.df2vtt *.uvtt *.tmx *.tmj *.json)</translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.df2vtt *.uvtt)</source>
        <translation>Universal VTT 地圖 (*.dd2vtt *.df2vtt *.uvtt)</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx *.tmj *.json)</source>
        <translation>Tiled 地圖 (*.tmx *.tmj *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <source>{name} is not a map Battlemap imports: a Universal VTT file or a Tiled map.</source>
        <translation>{name} 不是 Battlemap 可匯入的地圖：應為 Universal VTT 檔案或 Tiled 地圖。</translation>
    </message>
    <message>
        <source>Save the battle under another name: it would overwrite the map.</source>
        <translation>請用另一個名稱儲存戰鬥：否則會覆蓋地圖。</translation>
    </message>
    <message>
        <source>Cannot write {path}: {error}</source>
        <translation>無法寫入 {path}：{error}</translation>
    </message>
    <message>
        <source>Play the map by the ruleset:</source>
        <translation>這張地圖使用的規則集：</translation>
    </message>
</context>
<context>
    <name>InspectorDock</name>
    <message>
        <source>melee</source>
        <extracomment>Weapon kinds as the Inspector names them.</extracomment>
        <translation>近戰</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>遠程</translation>
    </message>
    <message>
        <source>thrown</source>
        <translation>投擲</translation>
    </message>
    <message>
        <source>Inspector</source>
        <extracomment>Item data role holding the stat key of an editable stat row. The item data role of a count row (an integer the system keeps on the token: Year Zero damage). The item data role holding any child row&apos;s key (what `child_rows` looks rows up by).</extracomment>
        <translation>檢視器</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>欄位</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Stats</source>
        <extracomment>A typed stat waits for the event loop to be applied (tests wait on it).</extracomment>
        <translation>屬性</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>計數</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>已準備</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未準備</translation>
    </message>
    <message>
        <source>{kind}, {ready}</source>
        <translation>{kind}，{ready}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>標籤</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>陣營</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>體型</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>數量</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>健康</translation>
    </message>
    <message>
        <source>Posture</source>
        <translation>姿勢</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>朝向</translation>
    </message>
    <message>
        <source>Movement left</source>
        <translation>剩餘移動</translation>
    </message>
    <message>
        <source>Reactions left</source>
        <translation>剩餘反應</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>無限</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>武器</translation>
    </message>
    <message>
        <source>toward {at}</source>
        <translation>朝向 {at}</translation>
    </message>
    <message>
        <source>Overwatch</source>
        <translation>戒備射擊</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>隱藏</translation>
    </message>
    <message>
        <source>from the players</source>
        <translation>對玩家</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>LegendDock</name>
    <message>
        <source>A door: right-click it to open or close it.</source>
        <extracomment>The widest the legend grows to fit its rows (px); past it the names elide, never the effects.</extracomment>
        <translation>門：右鍵點按可開關。</translation>
    </message>
    <message>
        <source>Drawn for the GM only, never on the Player View.</source>
        <translation>僅為 GM 繪製，玩家視圖中從不顯示。</translation>
    </message>
    <message>
        <source>Armed mine ({n})</source>
        <translation>已啟動地雷（{n}）</translation>
    </message>
    <message>
        <source>Mine being laid ({n})</source>
        <translation>佈置中的地雷（{n}）</translation>
    </message>
    <message>
        <source>It arms at the end of its layer&apos;s turn. GM only.</source>
        <translation>在佈雷者的回合結束時啟動。僅 GM 可見。</translation>
    </message>
    <message>
        <source>Item on the map ({n})</source>
        <translation>地圖上的物品（{n}）</translation>
    </message>
    <message>
        <source>Hidden token ({n})</source>
        <translation>隱藏的標記（{n}）</translation>
    </message>
    <message>
        <source>A ghost for the GM; the Player View does not draw it.</source>
        <translation>GM 看到半透明影像；玩家視圖不繪製它。</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>圖例</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>掩護</translation>
    </message>
    <message>
        <source>Sight</source>
        <translation>視線</translation>
    </message>
    <message>
        <source>On cells</source>
        <translation>格子上</translation>
    </message>
    <message>
        <source>On edges</source>
        <translation>格邊上</translation>
    </message>
    <message>
        <source>Free walls</source>
        <translation>自由牆</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>區域</translation>
    </message>
    <message>
        <source>GM only</source>
        <translation>僅 GM</translation>
    </message>
</context>
<context>
    <name>LineTerms</name>
    <message>
        <source>no cover</source>
        <translation>無掩護</translation>
    </message>
    <message>
        <source>partial cover</source>
        <translation>部分掩護</translation>
    </message>
    <message>
        <source>full cover</source>
        <translation>完全掩護</translation>
    </message>
    <message>
        <source>Engaged</source>
        <translation>貼身</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>短程</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中程</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>長程</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>極遠程</translation>
    </message>
    <message>
        <source>{cover} cover</source>
        <translation>{cover}掩護</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source> (maximised)</source>
        <translation>（取最大值）</translation>
    </message>
    <message>
        <source> (second line)</source>
        <translation>（第二條線）</translation>
    </message>
    <message>
        <source> (table roll {rolls})</source>
        <translation>（查表擲骰 {rolls}）</translation>
    </message>
    <message>
        <source> ({details})</source>
        <translation>（{details}）</translation>
    </message>
    <message>
        <source> ({owed:g} AP carried over)</source>
        <translation>（結轉 {owed:g} 行動點）</translation>
    </message>
    <message>
        <source> - DR {dr}</source>
        <translation> - 傷害減免 {dr}</translation>
    </message>
    <message>
        <source> with {weapon}</source>
        <translation>，使用{weapon}</translation>
    </message>
    <message>
        <source>, {defence}</source>
        <translation>，{defence}</translation>
    </message>
    <message>
        <source>; HT roll {roll} against {condition}</source>
        <translation>；體質檢定 {roll} 對抗{condition}</translation>
    </message>
    <message>
        <source>; HT rolls {rolls} against death</source>
        <translation>；體質檢定 {rolls} 對抗死亡</translation>
    </message>
    <message>
        <source>; armour worn by {n}</source>
        <translation>；護甲磨損 {n}</translation>
    </message>
    <message>
        <source>; mine armed at {cell}</source>
        <translation>；地雷已在 {cell} 布設</translation>
    </message>
    <message>
        <source>; now {conditions}</source>
        <translation>；現在{conditions}</translation>
    </message>
    <message>
        <source>; the square {cell} hit ({roll}): {target} {suppressed}</source>
        <translation>；格子 {cell} 被命中（{roll}）：{target}{suppressed}</translation>
    </message>
    <message>
        <source>; the square {cell} missed too ({roll})</source>
        <translation>；格子 {cell} 也未命中（{roll}）</translation>
    </message>
    <message>
        <source>; {what}</source>
        <translation>；{what}</translation>
    </message>
    <message>
        <source>Add door</source>
        <translation>新增門</translation>
    </message>
    <message>
        <source>Add to zone {zone}</source>
        <translation>加入區域{zone}</translation>
    </message>
    <message>
        <source>Attack {target} with {who}</source>
        <translation>{who}攻擊{target}</translation>
    </message>
    <message>
        <source>Autosave failed ({error}): play goes on, but save by hand to keep your work</source>
        <translation>自動儲存失敗（{error}）：遊戲繼續，但請手動儲存以保留進度</translation>
    </message>
    <message>
        <source>Bring {name} to Front</source>
        <translation>將{name}移到最上層</translation>
    </message>
    <message>
        <source>Clear {condition} ({name})</source>
        <translation>清除「{condition}」（{name}）</translation>
    </message>
    <message>
        <source>Close door</source>
        <translation>關門</translation>
    </message>
    <message>
        <source>Continue from step {step}</source>
        <translation>從第{step}步繼續</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>刪除{name}</translation>
    </message>
    <message>
        <source>Door at {cell} closed</source>
        <translation>{cell} 的門已關上</translation>
    </message>
    <message>
        <source>Door at {cell} opened</source>
        <translation>{cell} 的門已打開</translation>
    </message>
    <message>
        <source>Door between {a} and {b} closed</source>
        <translation>{a} 與 {b} 之間的門已關上</translation>
    </message>
    <message>
        <source>Door between {a} and {b} drawn</source>
        <translation>已在 {a} 與 {b} 之間畫門</translation>
    </message>
    <message>
        <source>Door between {a} and {b} opened</source>
        <translation>{a} 與 {b} 之間的門已打開</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>複製{name}</translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>編輯{name}</translation>
    </message>
    <message>
        <source>Explored cells forgotten</source>
        <translation>已探索的格子已清除</translation>
    </message>
    <message>
        <source>Fog of war off: the players see the whole map</source>
        <translation>戰爭迷霧關閉：玩家可見整張地圖</translation>
    </message>
    <message>
        <source>Fog of war on: the players see what {sides} see</source>
        <translation>戰爭迷霧開啟：玩家只看到 {sides} 所見</translation>
    </message>
    <message>
        <source>Fog of war shows what {sides} see</source>
        <translation>戰爭迷霧顯示 {sides} 所見</translation>
    </message>
    <message>
        <source>GM Move {name}</source>
        <translation>主持人移動{name}</translation>
    </message>
    <message>
        <source>GM clears {condition} from {name}</source>
        <translation>GM 移除{name}的{condition}</translation>
    </message>
    <message>
        <source>GM gave {count} cells back to the players&apos; sight</source>
        <translation>GM 將 {count} 個格子交還給玩家視線</translation>
    </message>
    <message>
        <source>GM hid {count} cells from the players</source>
        <translation>GM 對玩家隱藏了 {count} 個格子</translation>
    </message>
    <message>
        <source>GM revealed {count} cells to the players</source>
        <translation>GM 向玩家揭示了 {count} 個格子</translation>
    </message>
    <message>
        <source>GM move: {name} to {cell}</source>
        <translation>GM 移動：{name} 到 {cell}</translation>
    </message>
    <message>
        <source> (+{n} AP)</source>
        <translation>（+{n} 行動點）</translation>
    </message>
    <message>
        <source> (shock {n})</source>
        <translation>（震盪 {n}）</translation>
    </message>
    <message>
        <source> against an ambush</source>
        <translation>對抗伏擊</translation>
    </message>
    <message>
        <source> against {target}</source>
        <translation>對抗{target}</translation>
    </message>
    <message>
        <source> on {target}</source>
        <translation>對{target}</translation>
    </message>
    <message>
        <source> {n:+d}</source>
        <translation> {n:+d}</translation>
    </message>
    <message>
        <source>; no longer {condition}</source>
        <translation>；不再{condition}</translation>
    </message>
    <message>
        <source>; {defence} {value}: rolled {rolled}, {outcome}</source>
        <translation>；{defence} {value}：擲出 {rolled}，{outcome}</translation>
    </message>
    <message>
        <source>Add note</source>
        <translation>新增備註</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>圓形</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>錐形</translation>
    </message>
    <message>
        <source>Delete drawing</source>
        <translation>刪除繪圖</translation>
    </message>
    <message>
        <source>Delete note</source>
        <translation>刪除備註</translation>
    </message>
    <message>
        <source>Delete {terrain}</source>
        <translation>刪除{terrain}</translation>
    </message>
    <message>
        <source>Deleted {terrain} from {a} to {b}</source>
        <translation>刪除了{terrain}，從 {a} 到 {b}</translation>
    </message>
    <message>
        <source>Door from {a} to {b} closed</source>
        <translation>從 {a} 到 {b} 的門已關上</translation>
    </message>
    <message>
        <source>Door from {a} to {b} opened</source>
        <translation>從 {a} 到 {b} 的門已打開</translation>
    </message>
    <message>
        <source>Draw {terrain}</source>
        <translation>繪製{terrain}</translation>
    </message>
    <message>
        <source>Drew {terrain} from {a} to {b}</source>
        <translation>繪製了{terrain}，從 {a} 到 {b}</translation>
    </message>
    <message>
        <source>Draw on the map</source>
        <translation>在地圖上繪製</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>編輯備註</translation>
    </message>
    <message>
        <source>GM refreshes what {name} spent this turn</source>
        <translation>GM 恢復{name}本回合的消耗</translation>
    </message>
    <message>
        <source>GM sets {condition} on {name}</source>
        <translation>GM 給{name}設定{condition}</translation>
    </message>
    <message>
        <source>GM sets {key} of {name} to {value}</source>
        <translation>GM 將{name}的{key}設為 {value}</translation>
    </message>
    <message>
        <source>Hide drawing from players</source>
        <translation>對玩家隱藏繪圖</translation>
    </message>
    <message>
        <source>Hide note from players</source>
        <translation>對玩家隱藏備註</translation>
    </message>
    <message>
        <source>Hide {name}</source>
        <translation>隱藏{name}</translation>
    </message>
    <message>
        <source>House rule {option}: {old} -&gt; {new}</source>
        <translation>房規「{option}」：{old} -&gt; {new}</translation>
    </message>
    <message>
        <source>Move wall end</source>
        <translation>移動牆的端點</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>直線</translation>
    </message>
    <message>
        <source>Draw: no side is left standing</source>
        <translation>平局：沒有一方還能作戰</translation>
    </message>
    <message>
        <source>Move note</source>
        <translation>移動備註</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>移動{name}</translation>
    </message>
    <message>
        <source>Moved the end of {terrain} to {at}</source>
        <translation>{terrain}的端點移到了 {at}</translation>
    </message>
    <message>
        <source>Next turn ({name})</source>
        <translation>下一回合（{name}）</translation>
    </message>
    <message>
        <source>Open door</source>
        <translation>開門</translation>
    </message>
    <message>
        <source>Paint {terrain}</source>
        <translation>繪製{terrain}</translation>
    </message>
    <message>
        <source>Painted {n} cell {terrain}</source>
        <translation>已將 {n} 格繪製為{terrain}</translation>
    </message>
    <message>
        <source>Painted {n} cells {terrain}</source>
        <translation>已將 {n} 格繪製為{terrain}</translation>
    </message>
    <message>
        <source>Place {name}</source>
        <translation>放置{name}</translation>
    </message>
    <message>
        <source>Place {shape}</source>
        <translation>放置{shape}</translation>
    </message>
    <message>
        <source>Refresh {name}</source>
        <translation>恢復{name}的消耗</translation>
    </message>
    <message>
        <source>Remove background image</source>
        <translation>移除背景圖片</translation>
    </message>
    <message>
        <source>Remove from zone {zone}</source>
        <translation>移出區域{zone}</translation>
    </message>
    <message>
        <source>Remove {shape}</source>
        <translation>移除{shape}</translation>
    </message>
    <message>
        <source>Reorder Turns</source>
        <translation>調整行動順序</translation>
    </message>
    <message>
        <source>Roll Initiative</source>
        <translation>擲先攻</translation>
    </message>
    <message>
        <source>Roll reaction ({name})</source>
        <translation>擲反應（{name}）</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>第{round}輪</translation>
    </message>
    <message>
        <source>Round {round} begins</source>
        <translation>第 {round} 輪開始</translation>
    </message>
    <message>
        <source>Round {round} begins: {who} acts</source>
        <translation>第 {round} 輪開始：{who}行動</translation>
    </message>
    <message>
        <source>Round {round} begins; {who} acts first</source>
        <translation>第 {round} 輪開始；{who}先行動</translation>
    </message>
    <message>
        <source>Rules Options</source>
        <translation>規則選項</translation>
    </message>
    <message>
        <source>Set background image</source>
        <translation>設定背景圖片</translation>
    </message>
    <message>
        <source>Set {condition} ({name})</source>
        <translation>設定「{condition}」（{name}）</translation>
    </message>
    <message>
        <source>Set {key} of {name}</source>
        <translation>設定{name}的{key}</translation>
    </message>
    <message>
        <source>Set {stat} of {name}</source>
        <translation>設定{name}的{stat}</translation>
    </message>
    <message>
        <source>Show drawing to players</source>
        <translation>對玩家顯示繪圖</translation>
    </message>
    <message>
        <source>Show note to players</source>
        <translation>對玩家顯示備註</translation>
    </message>
    <message>
        <source>Show {name}</source>
        <translation>顯示{name}</translation>
    </message>
    <message>
        <source>Skip reaction ({name})</source>
        <translation>跳過反應（{name}）</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>方形</translation>
    </message>
    <message>
        <source>The cover of {who} is gone</source>
        <translation>{who}的掩護已失去</translation>
    </message>
    <message>
        <source>The cover of {who} wears down to {cover}</source>
        <translation>{who}的掩護降至 {cover}</translation>
    </message>
    <message>
        <source>The grapple of {who} on {target} ends</source>
        <translation>{who}對{target}的擒抱結束</translation>
    </message>
    <message>
        <source>The item {who} planted on {target} is due: their checks are their own again</source>
        <translation>{who}塞給{target}的物品到期：其檢定恢復正常</translation>
    </message>
    <message>
        <source>The journal does not reach the battle in the file (edited by hand?); the battle opens as the file holds it, its journal set aside</source>
        <translation>日誌無法重播到檔案中的戰鬥（是否手動編輯過？）；按檔案中的戰鬥開啟，日誌被擱置</translation>
    </message>
    <message>
        <source>The journal stops at record {index} ({kind}, {field}: {why}); the battle opens as the records before it left it</source>
        <translation>日誌在第 {index} 筆記錄處中斷（{kind}，{field}：{why}）；戰鬥按此前的記錄開啟</translation>
    </message>
    <message>
        <source>The mine {who} laid at {cell} goes off as it arms: {caught} caught</source>
        <translation>{who}布在 {cell} 的地雷一啟動就爆炸：波及{caught}</translation>
    </message>
    <message>
        <source>The throw never lands: {target} gets {restored} HP back ({hp} HP){condition}</source>
        <translation>投擲沒有落地：{target}恢復 {restored} 生命值（{hp} 生命值）{condition}</translation>
    </message>
    <message>
        <source>The turn passes: not played here</source>
        <translation>回合跳過：此處無人操控</translation>
    </message>
    <message>
        <source>The battle is over: {result}; play goes on by hand</source>
        <translation>戰鬥已結束：{result}；可繼續手動進行</translation>
    </message>
    <message>
        <source>Turn order: {names}</source>
        <translation>行動順序：{names}</translation>
    </message>
    <message>
        <source>a free attack</source>
        <translation>自由攻擊</translation>
    </message>
    <message>
        <source>a held action</source>
        <translation>等待行動</translation>
    </message>
    <message>
        <source>aggressive</source>
        <translation>激進</translation>
    </message>
    <message>
        <source>an opportunity attack</source>
        <translation>藉機攻擊</translation>
    </message>
    <message>
        <source>cautious</source>
        <translation>謹慎</translation>
    </message>
    <message>
        <source>cover from {n} enemies</source>
        <translation>可躲避 {n} 個敵人</translation>
    </message>
    <message>
        <source>cover from {n} enemy</source>
        <translation>可躲避 {n} 個敵人</translation>
    </message>
    <message>
        <source>critical failure: drops it</source>
        <translation>大失敗：掉在地上</translation>
    </message>
    <message>
        <source>crossing the line of fire</source>
        <translation>穿過火線</translation>
    </message>
    <message>
        <source>done at once</source>
        <translation>立即完成</translation>
    </message>
    <message>
        <source>enough for one turn</source>
        <translation>本回合已足夠</translation>
    </message>
    <message>
        <source>entering the line of fire</source>
        <translation>進入火線</translation>
    </message>
    <message>
        <source>entering their reach</source>
        <translation>進入其觸及範圍</translation>
    </message>
    <message>
        <source>entering their square</source>
        <translation>進入其所在格</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>failure (an item planted on them)</source>
        <translation>失敗（身上被塞了物品）</translation>
    </message>
    <message>
        <source>falls unconscious</source>
        <translation>失去意識</translation>
    </message>
    <message>
        <source>fumbles it, the task goes on</source>
        <translation>手忙腳亂，動作繼續進行</translation>
    </message>
    <message>
        <source>guards {name}</source>
        <translation>護衛 {name}</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <source>holds fire for {target} ({percent} % to hit)</source>
        <translation>伺機射擊{target}（{percent} % 命中）</translation>
    </message>
    <message>
        <source>keeps concentrating</source>
        <translation>保持專注</translation>
    </message>
    <message>
        <source>leaving a threatened square</source>
        <translation>離開受威脅的格子</translation>
    </message>
    <message>
        <source>leaving an engagement</source>
        <translation>脫離交戰</translation>
    </message>
    <message>
        <source>leaving their reach</source>
        <translation>離開其觸及範圍</translation>
    </message>
    <message>
        <source>leaving their square</source>
        <translation>離開其所在格</translation>
    </message>
    <message>
        <source>loses concentration</source>
        <translation>失去專注</translation>
    </message>
    <message>
        <source>made</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>未命中</translation>
    </message>
    <message>
        <source>moving inside the line of fire</source>
        <translation>在火線內移動</translation>
    </message>
    <message>
        <source>moving within their reach</source>
        <translation>在其觸及範圍內移動</translation>
    </message>
    <message>
        <source>no chance to hit</source>
        <translation>沒有命中機會</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>無</translation>
    </message>
    <message>
        <source>no enemy in reach</source>
        <translation>沒有敵人在可及範圍內</translation>
    </message>
    <message>
        <source>no enemy left</source>
        <translation>敵人已全部倒下</translation>
    </message>
    <message>
        <source>no legal step left</source>
        <translation>沒有可行的下一步</translation>
    </message>
    <message>
        <source>no line of fire</source>
        <translation>沒有射界</translation>
    </message>
    <message>
        <source>no longer on overwatch</source>
        <translation>已不在戒備射擊</translation>
    </message>
    <message>
        <source>no token</source>
        <translation>沒有標記</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <source>not ready: it takes a Ready</source>
        <translation>未備好：需要一次準備</translation>
    </message>
    <message>
        <source>not suppressed further</source>
        <translation>未被進一步壓制</translation>
    </message>
    <message>
        <source>objective: {name}</source>
        <translation>目標：{name}</translation>
    </message>
    <message>
        <source>out of ammunition</source>
        <translation>彈藥用盡</translation>
    </message>
    <message>
        <source>outside the overwatch</source>
        <translation>在戒備射擊範圍之外</translation>
    </message>
    <message>
        <source>overwatch fire</source>
        <translation>戒備射擊</translation>
    </message>
    <message>
        <source>provokes {n} reaction</source>
        <translation>引發 {n} 次反應</translation>
    </message>
    <message>
        <source>provokes {n} reactions</source>
        <translation>引發 {n} 次反應</translation>
    </message>
    <message>
        <source>ready at once</source>
        <translation>立即備好</translation>
    </message>
    <message>
        <source>recovers</source>
        <translation>恢復</translation>
    </message>
    <message>
        <source>stays conscious</source>
        <translation>保持清醒</translation>
    </message>
    <message>
        <source>stays stunned</source>
        <translation>仍然震懾</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>穩健</translation>
    </message>
    <message>
        <source>strike</source>
        <translation>先出手</translation>
    </message>
    <message>
        <source>strikes</source>
        <translation>先出手</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>suppressed {added} (now {total})</source>
        <translation>壓制 {added}（現為 {total}）</translation>
    </message>
    <message>
        <source>the shot would cross a dark zone</source>
        <translation>射擊會穿過黑暗區域</translation>
    </message>
    <message>
        <source>then {percent} % to hit {target}</source>
        <translation>之後命中 {target} 的機率 {percent} %</translation>
    </message>
    <message>
        <source>to move again</source>
        <translation>以便再次移動</translation>
    </message>
    <message>
        <source>to open the way</source>
        <translation>以便打開通路</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>未受傷</translation>
    </message>
    <message>
        <source>{action} ({who})</source>
        <translation>{action}（{who}）</translation>
    </message>
    <message>
        <source>{action} {name}</source>
        <translation>{action}：{name}</translation>
    </message>
    <message>
        <source>{by}: {kind} on {who} at {cell}</source>
        <translation>{by}：對{who}的{kind}，於 {cell}</translation>
    </message>
    <message>
        <source>{by}: {kind} on {who} at {cell} ({action})</source>
        <translation>{by}：對{who}的{kind}，於 {cell}（{action}）</translation>
    </message>
    <message>
        <source>{cell} added to zone {zone}</source>
        <translation>{cell} 已加入區域{zone}</translation>
    </message>
    <message>
        <source>{cell} removed from zone {zone}</source>
        <translation>{cell} 已從區域{zone}移除</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}，{second}</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}；{second}</translation>
    </message>
    <message>
        <source>{first}{second}</source>
        <translation>{first}{second}</translation>
    </message>
    <message>
        <source>{first}{then}</source>
        <translation>{first}{then}</translation>
    </message>
    <message>
        <source>{item} lands at {cell}</source>
        <translation>{item} 落在 {cell}</translation>
    </message>
    <message>
        <source>{item} thrown by {target} falls at {cell}</source>
        <translation>{target}投出的{item}落在 {cell}</translation>
    </message>
    <message>
        <source>{item} thrown by {who} goes off at {cell} ({radius} ft): {caught} caught</source>
        <translation>{who}投出的{item}在 {cell} 爆炸（{radius} 呎）：波及{caught}</translation>
    </message>
    <message>
        <source>{names}</source>
        <translation>{names}</translation>
    </message>
    <message>
        <source>{name} does not move: {why}</source>
        <translation>{name}沒有移動：{why}</translation>
    </message>
    <message>
        <source>{name} edited ({fields})</source>
        <translation>{name} 已編輯（{fields}）</translation>
    </message>
    <message>
        <source>{name} move to {cell} ({steps}, cost {cost}, {left} left)</source>
        <translation>{name}移動到 {cell}（{steps}，花費 {cost}，剩餘 {left}）</translation>
    </message>
    <message>
        <source>{name} moves to {cell} ({steps}, cost {cost}, {left} left)</source>
        <translation>{name}移動到 {cell}（{steps}，花費 {cost}，剩餘 {left}）</translation>
    </message>
    <message>
        <source>{name} placed at {cell} (copy of {original})</source>
        <translation>{name} 放置於 {cell}（{original} 的副本）</translation>
    </message>
    <message>
        <source>{name} provoke {kind} from {by} at {cell} ({why}, step {step})</source>
        <translation>{name}在 {cell} 引發{by}的{kind}（{why}，第 {step} 步）</translation>
    </message>
    <message>
        <source>{name} provokes {kind} from {by} at {cell} ({why}, step {step})</source>
        <translation>{name}在 {cell} 引發{by}的{kind}（{why}，第 {step} 步）</translation>
    </message>
    <message>
        <source>{name}: {stat} {old} -&gt; {new}</source>
        <translation>{name}：{stat} {old} -&gt; {new}</translation>
    </message>
    <message>
        <source>{n} AP</source>
        <translation>{n} 行動點</translation>
    </message>
    <message>
        <source>{n} ft</source>
        <translation>{n} 英尺</translation>
    </message>
    <message>
        <source>{n} hex</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} hexes</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} m</source>
        <translation>{n} 公尺</translation>
    </message>
    <message>
        <source>{n} overwatch line crossed</source>
        <translation>穿過 {n} 條戒備射擊線</translation>
    </message>
    <message>
        <source>{n} overwatch lines crossed</source>
        <translation>穿過 {n} 條戒備射擊線</translation>
    </message>
    <message>
        <source>{n} shot</source>
        <translation>{n} 發</translation>
    </message>
    <message>
        <source>{n} shots</source>
        <translation>{n} 發</translation>
    </message>
    <message>
        <source>{n} six</source>
        <translation>{n} 個六</translation>
    </message>
    <message>
        <source>{n} sixes</source>
        <translation>{n} 個六</translation>
    </message>
    <message>
        <source>{n} square</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} squares</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} step</source>
        <translation>{n} 步</translation>
    </message>
    <message>
        <source>{n} steps</source>
        <translation>{n} 步</translation>
    </message>
    <message>
        <source>{n} yd</source>
        <translation>{n} 碼</translation>
    </message>
    <message>
        <source>{n} {unit}</source>
        <translation>{n} {unit}</translation>
    </message>
    <message>
        <source>{n}d6 [{faces}]: {sixes}</source>
        <translation>{n}d6 [{faces}]：{sixes}</translation>
    </message>
    <message>
        <source>{n}d6 pushed [{faces}]: {sixes}</source>
        <translation>{n}d6 強推 [{faces}]：{sixes}</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>第 {n} 個</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>第 {n} 個</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>第 {n} 個</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>第 {n} 個</translation>
    </message>
    <message>
        <source>{offer}: lapsed</source>
        <translation>{offer}：已失效</translation>
    </message>
    <message>
        <source>{offer}: not saved, lapses when the file is reopened</source>
        <translation>{offer}：未儲存，重新開啟檔案時失效</translation>
    </message>
    <message>
        <source>{offer}: rolled</source>
        <translation>{offer}：已擲骰</translation>
    </message>
    <message>
        <source>{offer}: skipped</source>
        <translation>{offer}：已跳過</translation>
    </message>
    <message>
        <source>{percent} % less harm expected until its next turn</source>
        <translation>到其下一回合前預計少受 {percent} % 傷害</translation>
    </message>
    <message>
        <source>{percent} % to hit {target}</source>
        <translation>命中 {target} 的機率 {percent} %</translation>
    </message>
    <message>
        <source>{percent} % to hit {target} next turn</source>
        <translation>下回合命中 {target} 的機率 {percent} %</translation>
    </message>
    <message>
        <source>{shape} of {size} at {cell} removed</source>
        <translation>已移除 {cell} 的{shape} {size}</translation>
    </message>
    <message>
        <source>{shape} of {size} placed at {cell}: {cells} cells, covering {tokens}</source>
        <translation>{shape} {size} 放置於 {cell}：{cells} 個格子，涵蓋 {tokens}</translation>
    </message>
    <message>
        <source>{side} wins</source>
        <translation>{side} 獲勝</translation>
    </message>
    <message>
        <source>{side} wins: held {zone} for {rounds} round</source>
        <translation>{side} 獲勝：守住{zone} {rounds} 回合</translation>
    </message>
    <message>
        <source>{side} wins: held {zone} for {rounds} rounds</source>
        <translation>{side} 獲勝：守住{zone} {rounds} 回合</translation>
    </message>
    <message>
        <source>{side} wins: reached {zone}</source>
        <translation>{side} 獲勝：抵達{zone}</translation>
    </message>
    <message>
        <source>{side} wins: survived {rounds} round</source>
        <translation>{side} 獲勝：撐過了 {rounds} 回合</translation>
    </message>
    <message>
        <source>{side} wins: survived {rounds} rounds</source>
        <translation>{side} 獲勝：撐過了 {rounds} 回合</translation>
    </message>
    <message>
        <source>{side} wins: the last side standing</source>
        <translation>{side} 獲勝：唯一還能作戰的一方</translation>
    </message>
    <message>
        <source>{side} wins: {target} destroyed or routed</source>
        <translation>{side} 獲勝：{target} 已被殲滅或擊潰</translation>
    </message>
    <message>
        <source>{side} wins: {token} fell</source>
        <translation>{side} 獲勝：{token} 倒下了</translation>
    </message>
    <message>
        <source>{target} are free: their grappler is gone</source>
        <translation>{target}脫身了：擒抱者已不在場</translation>
    </message>
    <message>
        <source>{target} catches {who} at it</source>
        <translation>{target}當場逮到了{who}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {condition}</source>
        <translation>{who} 命中 {target}：{condition}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {damage} damage; cover dice {cover}, armour dice {armour}: {dealt} through, {physical} damage in all{worn}</source>
        <translation>{who} 命中 {target}：{damage} 點傷害；掩護骰 {cover}，護甲骰 {armour}：穿透 {dealt}，共 {physical} 點傷害{worn}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {details}</source>
        <translation>{target}被{who}命中：{details}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {dice} ({faces}) = {damage} damage - DR {dr}: {injury} injury, {hp} HP left{checks}{now}</source>
        <translation>{who} 命中 {target}：{dice}（{faces}）= {damage} 點傷害 - 傷害抗性 {dr}：受傷 {injury}，剩餘生命值 {hp}{checks}{now}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {dice} ({faces}) {bonus:+d} - DT {dt} = {dealt} damage, {hp} HP left</source>
        <translation>{who} 命中 {target}：{dice}（{faces}）{bonus:+d} - 傷害閾值 {dt} = {dealt} 點傷害，剩餘生命值 {hp}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {roll}{most}{dr} = {damage} damage vs Toughness {toughness}: {condition}{suppressed}</source>
        <translation>{target}被{who}命中：{roll}{most}{dr} = {damage} 點傷害，對抗韌性 {toughness}：{condition}{suppressed}</translation>
    </message>
    <message>
        <source>{target} is free: its grappler is gone</source>
        <translation>{target}脫身了：擒抱者已不在場</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{what}: {why}</source>
        <translation>{what}：{why}</translation>
    </message>
    <message>
        <source>{who} advance to {cell}</source>
        <translation>{who} 推進到 {cell}</translation>
    </message>
    <message>
        <source>{who} advances to {cell}</source>
        <translation>{who} 推進到 {cell}</translation>
    </message>
    <message>
        <source>{token} fell: {loser} loses the battle</source>
        <translation>{token} 倒下了：{loser} 輸掉了戰鬥</translation>
    </message>
    <message>
        <source>{who} and {target} duel on overwatch: {mine} against {theirs}; {first} fires first</source>
        <translation>{who}與{target}戒備射擊對決：{mine} 對 {theirs}；{first}先開火</translation>
    </message>
    <message>
        <source>{who} are forced to {cell}</source>
        <translation>{who}被迫移到 {cell}</translation>
    </message>
    <message>
        <source>{who} are forced to {cell} by {by}</source>
        <translation>{who}被{by}逼到 {cell}</translation>
    </message>
    <message>
        <source>{who} are forced toward {cell} but stopped on the way at {at}</source>
        <translation>{who}被迫移向 {cell}，但在途中的 {at} 被攔下</translation>
    </message>
    <message>
        <source>{who} are helpless and let go of {target}</source>
        <translation>{who}失去行動能力，放開了{target}</translation>
    </message>
    <message>
        <source>{who} attack {target} ({action})</source>
        <translation>{who} 攻擊 {target}（{action}）</translation>
    </message>
    <message>
        <source>{who} attacks and leaves Stealth</source>
        <translation>{who}發動攻擊，解除潛行</translation>
    </message>
    <message>
        <source>{who} attacks the door at {cell}: {roll}, no damage</source>
        <translation>{who}攻擊 {cell} 的門：{roll}，沒有傷害</translation>
    </message>
    <message>
        <source>{who} attacks the door at {cell}: {roll}; {damage} damage, armour dice {armour}: {dealt} through, {total} of the {withstands} it withstands</source>
        <translation>{who}攻擊 {cell} 的門：{roll}；{damage} 點傷害，護甲骰 {armour}：穿透 {dealt}，累計 {total}/{withstands}</translation>
    </message>
    <message>
        <source>{who} attacks {target} ({action})</source>
        <translation>{who} 攻擊 {target}（{action}）</translation>
    </message>
    <message>
        <source>{who} attacks {target}{weapon}: {roll}{defence}; rolled a natural {natural}: {result}{square}</source>
        <translation>{who}攻擊{target}{weapon}：{roll}{defence}；骰面擲出 {natural}：{result}{square}</translation>
    </message>
    <message>
        <source>{who} attacks {target}{weapon}: {roll}{defence}; rolled {faces} on {dice}: {result}{square}</source>
        <translation>{who}攻擊{target}{weapon}：{roll}{defence}；{dice} 擲出 {faces}：{result}{square}</translation>
    </message>
    <message>
        <source>{who} breaks free of {target}</source>
        <translation>{who}掙脫了{target}</translation>
    </message>
    <message>
        <source>{who} breaks the door at {cell} down</source>
        <translation>{who}破開了 {cell} 的門</translation>
    </message>
    <message>
        <source>{who} cancels the attack and stays in Stealth</source>
        <translation>{who}取消攻擊，保持潛行</translation>
    </message>
    <message>
        <source>{who} cancels the missed attack</source>
        <translation>{who}取消了未命中的攻擊</translation>
    </message>
    <message>
        <source>{who} cancels the missed attack: the round goes back into {weapon} ({loaded} loaded)</source>
        <translation>{who}取消了未命中的攻擊：子彈退回{weapon}（裝填 {loaded}）</translation>
    </message>
    <message>
        <source>{who} cannot fire back at {target}: {why}</source>
        <translation>{who}無法還擊{target}：{why}</translation>
    </message>
    <message>
        <source>{who} cannot shove {target}: no room behind</source>
        <translation>{who}推不動{target}：後面沒有空位</translation>
    </message>
    <message>
        <source>{who} cannot take the hit for {target}: neither knew of the Sneak Attack</source>
        <translation>{who}無法替{target}擋下攻擊：兩人都沒察覺這次偷襲</translation>
    </message>
    <message>
        <source>{who} clears the debris at {cell}</source>
        <translation>{who}清除了 {cell} 的瓦礫</translation>
    </message>
    <message>
        <source>{who} climbs {feet:g} ft further</source>
        <translation>{who}再攀爬 {feet:g} 呎</translation>
    </message>
    <message>
        <source>{who} close the door at {cell}</source>
        <translation>{who}關上 {cell} 的門</translation>
    </message>
    <message>
        <source>{who} closes the door at {cell}</source>
        <translation>{who}關上 {cell} 的門</translation>
    </message>
    <message>
        <source>{who} counts aloud: “{said}”</source>
        <translation>{who}大聲數著：「{said}」</translation>
    </message>
    <message>
        <source>{who} declares a burst of {shots} shots{extra}</source>
        <translation>{who}宣告 {shots} 發連射{extra}</translation>
    </message>
    <message>
        <source>{who} declares a second overwatch line toward {cell} with {weapons}</source>
        <translation>{who}用{weapons}宣告朝 {cell} 的第二條戒備射擊線</translation>
    </message>
    <message>
        <source>{who} delays to {score} (Sequence {rk})</source>
        <translation>{who}延後到 {score}（行動順序 {rk}）</translation>
    </message>
    <message>
        <source>{who} delays to {score} (Sequence {rk}); {next} acts now</source>
        <translation>{who}延後到 {score}（行動順序 {rk}）；現在輪到{next}</translation>
    </message>
    <message>
        <source>{who} disarms the mine</source>
        <translation>{who}拆除了地雷</translation>
    </message>
    <message>
        <source>{who} disarms the trap at {cell}</source>
        <translation>{who}拆除了 {cell} 的陷阱</translation>
    </message>
    <message>
        <source>{who} does not sense {target}</source>
        <translation>{who}沒有察覺{target}</translation>
    </message>
    <message>
        <source>{who} drives {vehicle} to {cell} ({cost})</source>
        <translation>{who}把{vehicle}開到 {cell}（{cost}）</translation>
    </message>
    <message>
        <source>{who} drops {item} at {cell}</source>
        <translation>{who}把{item}放在 {cell}</translation>
    </message>
    <message>
        <source>{who} end the turn</source>
        <translation>{who} 結束回合</translation>
    </message>
    <message>
        <source>{who} ends the turn</source>
        <translation>{who} 結束回合</translation>
    </message>
    <message>
        <source>{who} fail to push {target}: {mine} against {theirs}</source>
        <translation>{who}沒能推開{target}：{mine} 對 {theirs}</translation>
    </message>
    <message>
        <source>{who} fails to push {target}: {mine} against {theirs}</source>
        <translation>{who}沒能推開{target}：{mine} 對 {theirs}</translation>
    </message>
    <message>
        <source>{who} fall back to {cell}</source>
        <translation>{who} 後撤到 {cell}</translation>
    </message>
    <message>
        <source>{who} falls and is knocked down</source>
        <translation>{who}摔落，被擊倒</translation>
    </message>
    <message>
        <source>{who} falls back to {cell}</source>
        <translation>{who} 後撤到 {cell}</translation>
    </message>
    <message>
        <source>{who} fast-draws {item}: Fast-Draw {skill}{shock}, rolled {roll}, {result}</source>
        <translation>{who}快速拔出{item}：快速拔出 {skill}{shock}，擲出 {roll}，{result}</translation>
    </message>
    <message>
        <source>{who} feints {target}: {roll} against {resisted}, the feint fails</source>
        <translation>{who}對{target}佯攻：{roll} 對 {resisted}，佯攻失敗</translation>
    </message>
    <message>
        <source>{who} feints {target}: {roll} against {resisted}, wins by {margin}</source>
        <translation>{who}對{target}佯攻：{roll} 對 {resisted}，勝出 {margin}</translation>
    </message>
    <message>
        <source>{who} find no closed door there</source>
        <translation>{who}在那裡找不到關著的門</translation>
    </message>
    <message>
        <source>{who} find no open door there</source>
        <translation>{who}在那裡找不到開著的門</translation>
    </message>
    <message>
        <source>{who} finds no closed door there</source>
        <translation>{who}在那裡找不到關著的門</translation>
    </message>
    <message>
        <source>{who} finds no locked door at {cell}</source>
        <translation>{who}在 {cell} 找不到上鎖的門</translation>
    </message>
    <message>
        <source>{who} finds no open door there</source>
        <translation>{who}在那裡找不到開著的門</translation>
    </message>
    <message>
        <source>{who} gets into {vehicle} at {cell}</source>
        <translation>{who}在 {cell} 上了{vehicle}</translation>
    </message>
    <message>
        <source>{who} gets no free attack on {target}</source>
        <translation>{who}沒有對{target}的免費攻擊</translation>
    </message>
    <message>
        <source>{who} gets out of {vehicle} at {cell}</source>
        <translation>{who}在 {cell} 下了{vehicle}</translation>
    </message>
    <message>
        <source>{who} grapple {target} ({action}): {total} against {against} (rolled {mine} and {theirs}), {result}</source>
        <translation>{who}擒抱{target}（{action}）：{total} 對 {against}（擲出 {mine} 與 {theirs}），{result}</translation>
    </message>
    <message>
        <source>{who} grapples {target} ({action}): {total} against {against} (rolled {mine} and {theirs}), {result}</source>
        <translation>{who}擒抱{target}（{action}）：{total} 對 {against}（擲出 {mine} 與 {theirs}），{result}</translation>
    </message>
    <message>
        <source>{who} heals {target}: {n} damage healed, {left} left</source>
        <translation>{who}治療{target}：治癒 {n} 點傷害，剩餘 {left}</translation>
    </message>
    <message>
        <source>{who} heals {target}: {n} stress healed, {left} left</source>
        <translation>{who}治療{target}：消除 {n} 點壓力，剩餘 {left}</translation>
    </message>
    <message>
        <source>{who} helps {target} ({n} helping)</source>
        <translation>{who}協助{target}（{n} 人協助）</translation>
    </message>
    <message>
        <source>{who} helps {target} up: {posture}</source>
        <translation>{who}扶{target}起身：{posture}</translation>
    </message>
    <message>
        <source>{who} helps {target} with the next fast action ({n} helping)</source>
        <translation>{who}協助{target}的下一個快速動作（{n} 人協助）</translation>
    </message>
    <message>
        <source>{who} helps {target} with the next slow action ({n} helping)</source>
        <translation>{who}協助{target}的下一個慢速動作（{n} 人協助）</translation>
    </message>
    <message>
        <source>{who} hops over the obstacle at {cell}</source>
        <translation>{who}跳過 {cell} 的障礙</translation>
    </message>
    <message>
        <source>{who} hurries ({task}): {stat} {need}{shock}, rolled {roll}, {result}</source>
        <translation>{who}趕工（{task}）：{stat} {need}{shock}，擲出 {roll}，{result}</translation>
    </message>
    <message>
        <source>{who} is forced to {cell}</source>
        <translation>{who}被迫移到 {cell}</translation>
    </message>
    <message>
        <source>{who} is forced to {cell} by {by}</source>
        <translation>{who}被{by}逼到 {cell}</translation>
    </message>
    <message>
        <source>{who} is forced toward {cell} but stopped on the way at {at}</source>
        <translation>{who}被迫移向 {cell}，但在途中的 {at} 被攔下</translation>
    </message>
    <message>
        <source>{who} is helpless and lets go of {target}</source>
        <translation>{who}失去行動能力，放開了{target}</translation>
    </message>
    <message>
        <source>{who} is overloaded ({load} of heavy load {heavy}): {was} to {condition}</source>
        <translation>{who}超載（{load}，重負載 {heavy}）：{was} 變為 {condition}</translation>
    </message>
    <message>
        <source>{who} jumps only {feet:g} ft and lands knocked down</source>
        <translation>{who}只跳了 {feet:g} 呎，落地時被擊倒</translation>
    </message>
    <message>
        <source>{who} jumps {feet:g} ft</source>
        <translation>{who}跳了 {feet:g} 呎</translation>
    </message>
    <message>
        <source>{who} lays a mine at {cell}; it arms at the end of the turn</source>
        <translation>{who}在 {cell} 布雷；回合結束時啟動</translation>
    </message>
    <message>
        <source>{who} lays suppression fire with {weapon}: {shots} shots (+{bonus} to hit) over {cells} hexes; in the zone: {inside}</source>
        <translation>{who}用{weapon}進行壓制射擊：{shots} 發（命中 +{bonus}），涵蓋 {cells} 個六角格；區域內：{inside}</translation>
    </message>
    <message>
        <source>{who} leaves Stealth</source>
        <translation>{who}解除潛行</translation>
    </message>
    <message>
        <source>{who} let go of {target}</source>
        <translation>{who}放開了{target}</translation>
    </message>
    <message>
        <source>{who} let go of {target} after the armed grapple</source>
        <translation>{who}持械擒抱後放開了{target}</translation>
    </message>
    <message>
        <source>{who} let {kind} pass</source>
        <translation>{who} 放棄{kind}</translation>
    </message>
    <message>
        <source>{who} lets go of {target}</source>
        <translation>{who}放開了{target}</translation>
    </message>
    <message>
        <source>{who} lets go of {target} after the armed grapple</source>
        <translation>{who}持械擒抱後放開了{target}</translation>
    </message>
    <message>
        <source>{who} lets {kind} pass</source>
        <translation>{who} 放棄{kind}</translation>
    </message>
    <message>
        <source>{who} move to {cell}</source>
        <translation>{who} 移動到 {cell}</translation>
    </message>
    <message>
        <source>{who} moves to {cell}</source>
        <translation>{who} 移動到 {cell}</translation>
    </message>
    <message>
        <source>{who} open the door at {cell}</source>
        <translation>{who}打開 {cell} 的門</translation>
    </message>
    <message>
        <source>{who} opens the door at {cell}</source>
        <translation>{who}打開 {cell} 的門</translation>
    </message>
    <message>
        <source>{who} pass: not played here</source>
        <translation>{who} 跳過：此處無人操控</translation>
    </message>
    <message>
        <source>{who} passes: not played here</source>
        <translation>{who} 跳過：此處無人操控</translation>
    </message>
    <message>
        <source>{who} pays for pushing the roll: {banes} damage</source>
        <translation>{who}為強推付出代價：{banes} 點傷害</translation>
    </message>
    <message>
        <source>{who} persuades {target}</source>
        <translation>{who}說服了{target}</translation>
    </message>
    <message>
        <source>{who} persuades {target}: {stakes}</source>
        <translation>{who}說服了{target}：{stakes}</translation>
    </message>
    <message>
        <source>{who} picks the pocket of {target} unnoticed</source>
        <translation>{who}神不知鬼不覺地扒了{target}</translation>
    </message>
    <message>
        <source>{who} picks up {count} {item} at {cell}</source>
        <translation>{who}在 {cell} 拾起 {count} 個{item}</translation>
    </message>
    <message>
        <source>{who} picks up {item} at {cell}</source>
        <translation>{who}在 {cell} 拾起{item}</translation>
    </message>
    <message>
        <source>Side {old} is now called {new}</source>
        <translation>陣營 {old} 改名為 {new}</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>陣營</translation>
    </message>
    <message>
        <source>{side}: played by a person</source>
        <translation>{side}：由玩家操作</translation>
    </message>
    <message>
        <source>{side}: played by the computer ({temperament})</source>
        <translation>{side}：由電腦操作（{temperament}）</translation>
    </message>
    <message>
        <source>{who} declares overwatch</source>
        <translation>{who}宣告戒備射擊</translation>
    </message>
    <message>
        <source>{who} declares overwatch toward {cell}</source>
        <translation>{who}宣告朝 {cell} 戒備射擊</translation>
    </message>
    <message>
        <source>{who} declares {action}: reactions first</source>
        <translation>{who}宣告{action}：先處理反應</translation>
    </message>
    <message>
        <source>{who} enter {whose} square: {rolled} vs {need}: {first} {strikes} first</source>
        <translation>{who}進入{whose}所在格：{rolled} 對 {need}：{first}{strikes}</translation>
    </message>
    <message>
        <source>{who} enters {whose} square: {rolled} vs {need}: {first} {strikes} first</source>
        <translation>{who}進入{whose}所在格：{rolled} 對 {need}：{first}{strikes}</translation>
    </message>
    <message>
        <source>{who} fires overwatch{line} at {target}{details}</source>
        <translation>{who}以戒備射擊{line}射擊{target}{details}</translation>
    </message>
    <message>
        <source>{who} go on with {action}</source>
        <translation>{who}繼續執行{action}</translation>
    </message>
    <message>
        <source>{who} goes on with {action}</source>
        <translation>{who}繼續執行{action}</translation>
    </message>
    <message>
        <source>{who} hidden from the players</source>
        <translation>{who}已對玩家隱藏</translation>
    </message>
    <message>
        <source>{who} is no longer on overwatch</source>
        <translation>{who}不再戒備射擊</translation>
    </message>
    <message>
        <source>{who} moves to {cell} (cost {cost:g} {unit})</source>
        <translation>{who}移動到 {cell}（花費 {cost:g} {unit}）</translation>
    </message>
    <message>
        <source>{who} now bears {load} (heavy load {heavy}, was {was})</source>
        <translation>{who}現在負重 {load}（重負荷 {heavy}，原為 {was}）</translation>
    </message>
    <message>
        <source>{who} placed at {cell}</source>
        <translation>{who}已放置於 {cell}</translation>
    </message>
    <message>
        <source>{who} plants an item on {target}</source>
        <translation>{who}把物品塞到{target}身上</translation>
    </message>
    <message>
        <source>{who} prepare: {action}</source>
        <translation>{who} 準備：{action}</translation>
    </message>
    <message>
        <source>{who} prepares: {action}</source>
        <translation>{who} 準備：{action}</translation>
    </message>
    <message>
        <source>{who} provoke {kind} from {by} at {cell} ({action})</source>
        <translation>{who}在 {cell} 引發{by}的{kind}（{action}）</translation>
    </message>
    <message>
        <source>{who} provokes {kind} from {by} at {cell} ({action})</source>
        <translation>{who}在 {cell} 引發{by}的{kind}（{action}）</translation>
    </message>
    <message>
        <source>{who} push {target} back {squares} squares to {cell}: {mine} against {theirs}</source>
        <translation>{who}把{target}推後 {squares} 格到 {cell}：{mine} 對 {theirs}</translation>
    </message>
    <message>
        <source>{who} pushes {target} back {squares} squares to {cell}: {mine} against {theirs}</source>
        <translation>{who}把{target}推後 {squares} 格到 {cell}：{mine} 對 {theirs}</translation>
    </message>
    <message>
        <source>{who} puts away {item}</source>
        <translation>{who} 收起 {item}</translation>
    </message>
    <message>
        <source>{who} react at once: {kind}</source>
        <translation>{who} 立即反應：{kind}</translation>
    </message>
    <message>
        <source>{who} reacts at once: {kind}</source>
        <translation>{who} 立即反應：{kind}</translation>
    </message>
    <message>
        <source>{who} readies {item}</source>
        <translation>{who} 備好 {item}</translation>
    </message>
    <message>
        <source>{who} releases {target}</source>
        <translation>{who}放開了{target}</translation>
    </message>
    <message>
        <source>{who} reloads</source>
        <translation>{who}裝填</translation>
    </message>
    <message>
        <source>{who} reloads {weapon}: {added} rounds, {loaded} of {capacity} loaded</source>
        <translation>{who}為{weapon}裝填 {added} 發：已裝 {loaded}/{capacity}</translation>
    </message>
    <message>
        <source>{who} removed from {cell}</source>
        <translation>{who}已從 {cell} 移除</translation>
    </message>
    <message>
        <source>{who} resume the move</source>
        <translation>{who}繼續移動</translation>
    </message>
    <message>
        <source>{who} resumes the move</source>
        <translation>{who}繼續移動</translation>
    </message>
    <message>
        <source>{who} rolls Will to keep concentrating: rolled {roll} against {need}, {result}</source>
        <translation>{who}進行意志檢定以保持專注：擲出 {roll} 對 {need}，{result}</translation>
    </message>
    <message>
        <source>{who} rolls for ammunition supply: {faces}, supply now {supply}</source>
        <translation>{who}擲彈藥補給：{faces}，補給現為 {supply}</translation>
    </message>
    <message>
        <source>{who} rolls to recover from stun: HT {ht}, rolled {roll}, {result}</source>
        <translation>{who}進行從震懾中恢復的檢定：體質 {ht}，擲出 {roll}，{result}</translation>
    </message>
    <message>
        <source>{who} rolls to stay conscious: HT {ht}, rolled {roll}, {result}</source>
        <translation>{who}進行保持清醒的檢定：體質 {ht}，擲出 {roll}，{result}</translation>
    </message>
    <message>
        <source>{who} rolls {skill}{against}: {roll}</source>
        <translation>{who}{against}進行{skill}檢定：{roll}</translation>
    </message>
    <message>
        <source>{who} rolls {skill}{against}: {roll}, {result}</source>
        <translation>{who}{against}進行{skill}檢定：{roll}，{result}</translation>
    </message>
    <message>
        <source>{who} rolls {stat}{penalty} for {action}: {face} against {need}, {result}</source>
        <translation>{who}為{action}進行{stat}{penalty}檢定：{face} 對 {need}，{result}</translation>
    </message>
    <message>
        <source>{who} runs {squares} squares and leaves Stealth</source>
        <translation>{who}奔跑了 {squares} 格，解除潛行</translation>
    </message>
    <message>
        <source>{who} scores an extra hit on {target} for {sixes}: {damage} damage</source>
        <translation>{who}以{sixes}對{target}追加一次命中：{damage} 點傷害</translation>
    </message>
    <message>
        <source>{who} senses {target}</source>
        <translation>{who}察覺到{target}</translation>
    </message>
    <message>
        <source>{who} sets the mine off</source>
        <translation>{who}引爆了地雷</translation>
    </message>
    <message>
        <source>{who} sets up {weapon} at {cell}</source>
        <translation>{who}在 {cell} 架設{weapon}</translation>
    </message>
    <message>
        <source>{who} shoots at the item {target} threw, with {weapon}: rolled {face} against {need}, {result}</source>
        <translation>{who}用{weapon}射擊{target}投出的物品：擲出 {face} 對 {need}，{result}</translation>
    </message>
    <message>
        <source>{who} shoots at the {item} {target} threw, with {weapon}: rolled {face} against {need}, {result}</source>
        <translation>{who}用{weapon}射擊{target}投出的{item}：擲出 {face} 對 {need}，{result}</translation>
    </message>
    <message>
        <source>{who} shoves {target} to {cell}</source>
        <translation>{who}把{target}推到 {cell}</translation>
    </message>
    <message>
        <source>{who} shown to the players</source>
        <translation>{who}已向玩家顯示</translation>
    </message>
    <message>
        <source>{who} slips away: {names} no longer sense them</source>
        <translation>{who}溜走了：{names}不再察覺其蹤跡</translation>
    </message>
    <message>
        <source>{who} squeezes through at {cell}</source>
        <translation>{who}從 {cell} 擠過去</translation>
    </message>
    <message>
        <source>{who} starts the engine of {vehicle}</source>
        <translation>{who}發動了{vehicle}的引擎</translation>
    </message>
    <message>
        <source>{who} stop at {cell}, disabled</source>
        <translation>{who}在 {cell} 停下，失去行動能力</translation>
    </message>
    <message>
        <source>{who} stops at {cell}, disabled</source>
        <translation>{who}在 {cell} 停下，失去行動能力</translation>
    </message>
    <message>
        <source>{who} swaps initiative cards with {target} ({gave} for {took}); {target} acts now</source>
        <translation>{who}與{target}交換先攻卡（{gave} 換 {took}）；現在輪到{target}</translation>
    </message>
    <message>
        <source>{who} take cover at {cell}</source>
        <translation>{who} 在 {cell} 尋找掩護</translation>
    </message>
    <message>
        <source>{who} takes cover at {cell}</source>
        <translation>{who} 在 {cell} 尋找掩護</translation>
    </message>
    <message>
        <source>{who} takes cover at {cell} (cover {cover})</source>
        <translation>{who}在 {cell} 找掩護（掩護 {cover}）</translation>
    </message>
    <message>
        <source>{who} takes over {weapon}, set up by {target}</source>
        <translation>{who}接手{target}架設的{weapon}</translation>
    </message>
    <message>
        <source>{who} takes the hit for {target}: {result}</source>
        <translation>{who}替{target}擋下攻擊：{result}</translation>
    </message>
    <message>
        <source>{who} takes the wheel of {vehicle}</source>
        <translation>{who}握住{vehicle}的方向盤</translation>
    </message>
    <message>
        <source>{who} takes the wheel of {vehicle} from {driver}</source>
        <translation>{who}從{driver}手中接過{vehicle}的方向盤</translation>
    </message>
    <message>
        <source>{who} takes {item} from {target}</source>
        <translation>{who}從{target}手中奪走{item}</translation>
    </message>
    <message>
        <source>{who} throw {target} clear: the grapple ends</source>
        <translation>{who}把{target}摔開：擒抱結束</translation>
    </message>
    <message>
        <source>{who} throws {item} away</source>
        <translation>{who}把{item}丟開</translation>
    </message>
    <message>
        <source>{who} throws {target} clear: the grapple ends</source>
        <translation>{who}把{target}摔開：擒抱結束</translation>
    </message>
    <message>
        <source>{who} tries the door at {cell}: it is locked</source>
        <translation>{who}試著開 {cell} 的門：門鎖著</translation>
    </message>
    <message>
        <source>{who} uses {item}{on}</source>
        <translation>{who}{on}使用{item}</translation>
    </message>
    <message>
        <source>{who} uses {item}{on}: {result}</source>
        <translation>{who}{on}使用{item}：{result}</translation>
    </message>
    <message>
        <source>{who} waits (trigger: {trigger})</source>
        <translation>{who}等待（觸發條件：{trigger}）</translation>
    </message>
    <message>
        <source>{who} watches their reach with {weapons}</source>
        <translation>{who}以{weapons}戒備觸及範圍</translation>
    </message>
    <message>
        <source>{who} watches their reach with {weapons}: both blows at the first enemy</source>
        <translation>{who}以{weapons}戒備觸及範圍：兩擊都打第一個敵人</translation>
    </message>
    <message>
        <source>{who} watches their reach with {weapons}: one blow each for the first two enemies</source>
        <translation>{who}以{weapons}戒備觸及範圍：前兩個敵人各挨一擊</translation>
    </message>
    <message>
        <source>{who} win the push against {target}: {mine} against {theirs}</source>
        <translation>{who}推撞勝過{target}：{mine} 對 {theirs}</translation>
    </message>
    <message>
        <source>{who} wins the push against {target}: {mine} against {theirs}</source>
        <translation>{who}推撞勝過{target}：{mine} 對 {theirs}</translation>
    </message>
    <message>
        <source>{who}&apos; turn begins{carried}</source>
        <translation>{who}的回合開始{carried}</translation>
    </message>
    <message>
        <source>{who}&apos; turn ends{armed}</source>
        <translation>{who}的回合結束{armed}</translation>
    </message>
    <message>
        <source>{who}&apos; {action} is lost: {why}</source>
        <translation>{who}的{action}作廢：{why}</translation>
    </message>
    <message>
        <source>{who}&apos;s turn begins{carried}</source>
        <translation>{who}的回合開始{carried}</translation>
    </message>
    <message>
        <source>{who}&apos;s turn ends{armed}</source>
        <translation>{who}的回合結束{armed}</translation>
    </message>
    <message>
        <source>{who}&apos;s {action} is lost: {why}</source>
        <translation>{who}的{action}作廢：{why}</translation>
    </message>
    <message>
        <source>{who}: critical miss! {text}{rolled}</source>
        <translation>{who}：大失敗！{text}{rolled}</translation>
    </message>
    <message>
        <source>{who}: initiative ({details})</source>
        <translation>{who}：先攻（{details}）</translation>
    </message>
    <message>
        <source>{who}: initiative ({details}), acts {rank}</source>
        <translation>{who}：先攻（{details}），{rank}行動</translation>
    </message>
    <message>
        <source>{who}: no longer {condition}</source>
        <translation>{who}：不再{condition}</translation>
    </message>
    <message>
        <source>{who}: now {condition}</source>
        <translation>{who}：現在{condition}</translation>
    </message>
    <message>
        <source>{who}: turn begins</source>
        <translation>{who}：回合開始</translation>
    </message>
    <message>
        <source>{who}: {action} ({cost})</source>
        <translation>{who}：{action}（{cost}）</translation>
    </message>
    <message>
        <source>{who}: {action} at {target} ({cost})</source>
        <translation>{who}：{action}，目標 {target}（{cost}）</translation>
    </message>
    <message>
        <source>{who}: {count} damage in all</source>
        <translation>{who}：共 {count} 點傷害</translation>
    </message>
    <message>
        <source>{who}: {count} stress in all</source>
        <translation>{who}：共 {count} 點壓力</translation>
    </message>
    <message>
        <source>{who}: {old} to {new}</source>
        <translation>{who}：{old} → {new}</translation>
    </message>
    <message>
        <source>{who}: {what}</source>
        <translation>{who}：{what}</translation>
    </message>
    <message>
        <source>{who}: {what} ({details})</source>
        <translation>{who}：{what}（{details}）</translation>
    </message>
    <message>
        <source>{who}: {what} cleared</source>
        <translation>{who}：{what}已清除</translation>
    </message>
    <message>
        <source>{who}: {what} {value}</source>
        <translation>{who}：{what} {value}</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Log</source>
        <translation>紀錄</translation>
    </message>
    <message>
        <source>&amp;Export as Text...</source>
        <translation>匯出為文字(&amp;E)...</translation>
    </message>
    <message>
        <source>[round {n}] {text}</source>
        <translation>[第 {n} 輪] {text}</translation>
    </message>
    <message>
        <source>Export log</source>
        <translation>匯出紀錄</translation>
    </message>
    <message>
        <source>{name} log.txt</source>
        <translation>{name} 紀錄.txt</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>文字檔 (*.txt)</translation>
    </message>
    <message>
        <source>Cannot export the log</source>
        <translation>無法匯出紀錄</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The journal does not reach the battle in the file: it opens as the file holds it (see the log).</source>
        <extracomment>QSettings keys of the window&apos;s geometry and dock layout. The Replay dock, built when first asked for (`replay`): it is hidden at start. The GM&apos;s commands for the Player View (View &gt; Player View Screen). The options form of the action being taken, while it is open (see action_menu.take). View &gt; Drawing Colour&apos;s swatches (set by the menus). A left drag on a pin moves it, when no pointer mode has the map.</extracomment>
        <translation>日誌無法重播到檔案中的戰鬥：按檔案中的戰鬥開啟（見日誌）。</translation>
    </message>
    <message>
        <source>The journal stops at record {index}: the battle opens as the records before it left it (see the log).</source>
        <translation>日誌在第 {index} 筆記錄處中斷：戰鬥按此前的記錄開啟（見日誌）。</translation>
    </message>
    <message>
        <source>Replay is on: leave it to change the battle.</source>
        <translation>正在重播：退出重播後才能變更戰鬥。</translation>
    </message>
    <message>
        <source>Aiming from {name}: point at a target, click to act, Escape to stop.</source>
        <translation>從{name}瞄準：指向目標，按一下執行，按 Esc 停止。</translation>
    </message>
    <message>
        <source>{action}: click a cell, Escape to stop.</source>
        <translation>{action}：按一下一個格子，按 Esc 停止。</translation>
    </message>
    <message>
        <source>GM move of {name}: click the cell it goes to (no rules), Escape to stop.</source>
        <translation>GM 移動 {name}：按一下要放置的格子（不按規則），按 Esc 取消。</translation>
    </message>
    <message>
        <source>Reveal cells: drag a rectangle of cells to show the players, Escape to stop.</source>
        <translation>揭示格子：拖出一個矩形向玩家顯示，按 Esc 停止。</translation>
    </message>
    <message>
        <source>Hide cells: drag a rectangle of cells to hide from the players, Escape to stop.</source>
        <translation>隱藏格子：拖出一個矩形對玩家隱藏，按 Esc 停止。</translation>
    </message>
    <message>
        <source>Clear cells: drag a rectangle of cells to give back to the players&apos; sight, Escape to stop.</source>
        <translation>清除格子：拖出一個矩形，讓其中的格子恢復為玩家的正常視野，按 Esc 結束。</translation>
    </message>
    <message>
        <source>Drawing on the map: drag to draw a line (for the GM only: right-click it to show it to the players), Escape to stop.</source>
        <translation>在地圖上繪製：拖曳以畫線（僅 GM 可見：在線上按右鍵可對玩家顯示），按 Esc 停止。</translation>
    </message>
    <message>
        <source>{action} where {name} stands: click the foe, Escape to stop.</source>
        <translation>{action}，在{name}所在位置：按一下敵人，按 Esc 停止。</translation>
    </message>
    <message>
        <source>{action} from {cell} ({cost}): click the foe, Escape to stop.</source>
        <translation>{action}，從 {cell} 出發（{cost}）：按一下敵人，按 Esc 停止。</translation>
    </message>
    <message>
        <source>{action}: drag {name} along its path, then click the foe; Escape to stop.</source>
        <translation>{action}：沿路徑拖曳{name}，然後按一下敵人；按 Esc 停止。</translation>
    </message>
    <message>
        <source>{action}: drag from {name} toward the watched direction (sweep for an arc), or click a cell; Escape to stop.</source>
        <translation>{action}：從{name}向戒備方向拖曳（掃過形成弧形），或按一下一個格子；按 Esc 停止。</translation>
    </message>
    <message>
        <source>Nothing to replay yet: the journal is empty.</source>
        <translation>尚無可重播的內容：日誌為空。</translation>
    </message>
    <message>
        <source>Leave replay</source>
        <translation>退出重播</translation>
    </message>
    <message>
        <source>Continue the battle from step {step}?</source>
        <translation>從第 {step} 步繼續戰鬥？</translation>
    </message>
    <message>
        <source>The {n} later steps are dropped (Edit &gt; Undo brings them back). Back to the End leaves the battle as it was.</source>
        <translation>之後的 {n} 步將被捨棄（編輯 &gt; 復原可恢復）。「回到末尾」則保持戰鬥原樣。</translation>
    </message>
    <message>
        <source>&amp;Continue from Here</source>
        <translation>從這裡繼續(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Back to the End</source>
        <translation>回到末尾(&amp;B)</translation>
    </message>
    <message>
        <source>{name}[*] - Battlemap {version}</source>
        <translation>{name}[*] - Battlemap {version}</translation>
    </message>
    <message>
        <source>hex grid</source>
        <translation>六角格</translation>
    </message>
    <message>
        <source>square grid</source>
        <translation>方格</translation>
    </message>
    <message>
        <source>{ruleset} - {kind} {cols}x{rows}, {cell} per cell - {n} tokens</source>
        <translation>{ruleset} — {kind} {cols}x{rows}，每格 {cell} — {n} 個標記</translation>
    </message>
    <message>
        <source>token images not found: {files}</source>
        <translation>找不到標記圖片：{files}</translation>
    </message>
    <message>
        <source>background image not found: {file}</source>
        <translation>找不到背景圖片：{file}</translation>
    </message>
    <message>
        <source>pictures outside the battle&apos;s folder: {files}</source>
        <translation>戰鬥資料夾之外的圖片：{files}</translation>
    </message>
</context>
<context>
    <name>MapNotes</name>
    <message>
        <source>GM</source>
        <extracomment>Strokes over the terrain and the items lying about (3), under the tokens (10-11). Pins over the tokens and the GM&apos;s marks (21), under the drag&apos;s path. The most characters of the first line a hovered pin shows (the tooltip has the rest).</extracomment>
        <translation>GM</translation>
    </message>
</context>
<context>
    <name>Marks</name>
    <message>
        <source>aiming</source>
        <extracomment>Mark key -&gt; its word.</extracomment>
        <translation>瞄準中</translation>
    </message>
    <message>
        <source>aim turns</source>
        <translation>瞄準回合</translation>
    </message>
    <message>
        <source>braced</source>
        <translation>有支撐</translation>
    </message>
    <message>
        <source>evaluate</source>
        <translation>評估</translation>
    </message>
    <message>
        <source>evaluated target</source>
        <translation>已評估目標</translation>
    </message>
    <message>
        <source>facing</source>
        <translation>朝向</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>已裝填</translation>
    </message>
    <message>
        <source>unloaded</source>
        <translation>未裝填</translation>
    </message>
    <message>
        <source>unprepared</source>
        <translation>未準備</translation>
    </message>
    <message>
        <source>uncocked</source>
        <translation>未上弦</translation>
    </message>
    <message>
        <source>put down</source>
        <translation>已放下</translation>
    </message>
    <message>
        <source>stands still</source>
        <translation>原地不動</translation>
    </message>
    <message>
        <source>suppression</source>
        <translation>壓制</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>then</source>
        <translation>然後</translation>
    </message>
    <message>
        <source>retreated</source>
        <translation>已後撤</translation>
    </message>
    <message>
        <source>lost balance</source>
        <translation>失去平衡</translation>
    </message>
    <message>
        <source>grip</source>
        <translation>握法</translation>
    </message>
    <message>
        <source>held out</source>
        <translation>已遞出</translation>
    </message>
    <message>
        <source>dodge AP</source>
        <translation>閃避行動點</translation>
    </message>
    <message>
        <source>shots left</source>
        <translation>剩餘射擊次數</translation>
    </message>
    <message>
        <source>ritual seconds</source>
        <translation>儀式秒數</translation>
    </message>
    <message>
        <source>long action seconds</source>
        <translation>長時間行動秒數</translation>
    </message>
    <message>
        <source>overwatch shots</source>
        <translation>戒備射擊次數</translation>
    </message>
    <message>
        <source>overwatch mode</source>
        <translation>戒備模式</translation>
    </message>
    <message>
        <source>second overwatch line</source>
        <translation>第二條戒備線</translation>
    </message>
    <message>
        <source>second overwatch shots</source>
        <translation>第二條戒備線射擊次數</translation>
    </message>
    <message>
        <source>second overwatch mode</source>
        <translation>第二條戒備線模式</translation>
    </message>
    <message>
        <source>first overwatch line</source>
        <translation>第一條戒備線</translation>
    </message>
    <message>
        <source>defending</source>
        <translation>防禦中</translation>
    </message>
    <message>
        <source>helping</source>
        <translation>協助中</translation>
    </message>
    <message>
        <source>takes the hit</source>
        <translation>代為挨打</translation>
    </message>
    <message>
        <source>focus: aim</source>
        <translation>專注：瞄準</translation>
    </message>
    <message>
        <source>focus: ignore</source>
        <translation>專注：無視</translation>
    </message>
    <message>
        <source>focus: DT</source>
        <translation>專注：傷害閾值</translation>
    </message>
    <message>
        <source>missed with</source>
        <translation>失手的武器</translation>
    </message>
    <message>
        <source>initiative card</source>
        <translation>先攻卡</translation>
    </message>
    <message>
        <source>card group</source>
        <translation>卡組</translation>
    </message>
    <message>
        <source>card to pick</source>
        <translation>待選卡</translation>
    </message>
    <message>
        <source>ambushed</source>
        <translation>遭伏擊</translation>
    </message>
    <message>
        <source>swapped cards</source>
        <translation>已換卡</translation>
    </message>
    <message>
        <source>grappling</source>
        <translation>擒抱中</translation>
    </message>
    <message>
        <source>maneuver</source>
        <translation>動作</translation>
    </message>
    <message>
        <source>parries</source>
        <translation>招架次數</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>撤退</translation>
    </message>
    <message>
        <source>scope aim</source>
        <translation>瞄準鏡瞄準</translation>
    </message>
    <message>
        <source>sensed</source>
        <translation>已察覺</translation>
    </message>
    <message>
        <source>shock</source>
        <translation>休克</translation>
    </message>
    <message>
        <source>sneaking</source>
        <translation>潛行中</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>補給</translation>
    </message>
    <message>
        <source>took</source>
        <translation>已承受</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>彈藥</translation>
    </message>
    <message>
        <source>{mark} ({weapon})</source>
        <extracomment>A per-weapon mark, `&lt;key&gt;.&lt;weapon id&gt;`: &quot;rounds (10mm SMG)&quot;.</extracomment>
        <translation>{mark}（{weapon}）</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Battle &gt; Fog of War and its entries (fog_menu.py). Battle &gt; Measure and Place Area Template, and their toolbar (measure_tools.py). Battle &gt; Draw Wall and Wall Kind (wall_menu.py). View &gt; Align Background by Hand and its toolbar (background_align.py). Battle &gt; Computer and the player of the computer&apos;s sides (computer_menu.py).</extracomment>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Token or Wall</source>
        <translation>刪除選取的標記或牆(&amp;D)</translation>
    </message>
    <message>
        <source>Select a token to delete first.</source>
        <translation>請先選取要刪除的標記。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>新增(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>開啟(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Import Map...</source>
        <translation>匯入地圖(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存新檔(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Export Log...</source>
        <translation>匯出紀錄(&amp;E)...</translation>
    </message>
    <message>
        <source>Export &amp;Image</source>
        <translation>匯出圖片(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;GM View...</source>
        <translation>GM 視圖(&amp;G)...</translation>
    </message>
    <message>
        <source>&amp;Player View...</source>
        <translation>玩家視圖(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation>戰鬥(&amp;B)</translation>
    </message>
    <message>
        <source>Next &amp;Turn</source>
        <translation>下一回合(&amp;T)</translation>
    </message>
    <message>
        <source>Next &amp;Round</source>
        <translation>下一輪(&amp;R)</translation>
    </message>
    <message>
        <source>Rules &amp;Options...</source>
        <translation>規則選項(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Sides...</source>
        <translation>陣營(&amp;S)...</translation>
    </message>
    <message>
        <source>Re&amp;play...</source>
        <translation>重播(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>符合地圖(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>實際大小(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>座標(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Scale Bar</source>
        <translation>比例尺(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Player View</source>
        <translation>玩家檢視(&amp;P)</translation>
    </message>
    <message>
        <source>Player View &amp;Full Screen On</source>
        <translation>玩家檢視全螢幕顯示於(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Background Image...</source>
        <translation>背景圖片(&amp;B)...</translation>
    </message>
    <message>
        <source>&amp;Remove Background Image</source>
        <translation>移除背景圖片(&amp;R)</translation>
    </message>
    <message>
        <source>Co&amp;ver</source>
        <translation>掩護(&amp;V)</translation>
    </message>
    <message>
        <source>C&amp;rowd Density</source>
        <translation>人群密度(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Threat of the Other Side</source>
        <translation>對方威脅範圍(&amp;T)</translation>
    </message>
    <message>
        <source>Over&amp;watch Lines</source>
        <translation>戒備射擊線(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>系統語言</translation>
    </message>
    <message>
        <source>Takes effect when Battlemap starts again</source>
        <translation>重新啟動 Battlemap 後生效</translation>
    </message>
    <message>
        <source>the system language</source>
        <translation>系統語言</translation>
    </message>
    <message>
        <source>Battlemap will use {language} when it starts again.</source>
        <translation>Battlemap 下次啟動時將使用{language}。</translation>
    </message>
    <message>
        <source>Fog of &amp;War</source>
        <extracomment>Works out what the sides see before a fog command on a large map (fog_warm_up.py).</extracomment>
        <translation>戰爭迷霧(&amp;W)</translation>
    </message>
    <message>
        <source>Fog &amp;Side</source>
        <translation>迷霧陣營(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Reveal Cells</source>
        <translation>揭示格子(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hide Cells</source>
        <translation>隱藏格子(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Clear Cells</source>
        <translation>清除格子(&amp;C)</translation>
    </message>
    <message>
        <source>Clear &amp;All Fog Marks</source>
        <translation>清除所有迷霧標記(&amp;A)</translation>
    </message>
    <message>
        <source>Reset &amp;Explored</source>
        <translation>重置已探索(&amp;E)</translation>
    </message>
    <message>
        <source>Fog &amp;Tint on GM Map</source>
        <translation>GM 地圖上的迷霧色調(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard and Mouse...</source>
        <translation>鍵盤與滑鼠(&amp;K)...</translation>
    </message>
    <message>
        <source>&amp;In the Window (README)...</source>
        <translation>視窗操作（README）(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;About Battlemap</source>
        <translation>關於 Battlemap(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <extracomment>The last template chosen: the dialog starts from it.</extracomment>
        <translation>測量(&amp;M)</translation>
    </message>
    <message>
        <source>Measure a distance on the map (R)</source>
        <translation>在地圖上測量距離 (R)</translation>
    </message>
    <message>
        <source>Place Area &amp;Template...</source>
        <translation>放置範圍模板(&amp;T)...</translation>
    </message>
    <message>
        <source>Place a circle, cone, line or square on the map (T)</source>
        <translation>在地圖上放置圓形、錐形、直線或方形 (T)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Measure: drag from a cell, or click cells to add waypoints (click the last one again to end); Escape to stop.</source>
        <translation>測量：從一個格子拖曳，或按一下格子加入中途點（再按一下最後一個點結束），按 Esc 停止。</translation>
    </message>
    <message>
        <source>Place the template: click its origin cell (a cone or a line: then click where it points); Escape to stop.</source>
        <translation>放置模板：按一下起點格子（錐形或直線：再按一下它指向的地方），按 Esc 停止。</translation>
    </message>
    <message>
        <source>Covers {n} cells: {names}</source>
        <translation>涵蓋 {n} 個格子：{names}</translation>
    </message>
    <message>
        <source>Covers {n} cells, no token</source>
        <translation>涵蓋 {n} 個格子，沒有標記</translation>
    </message>
    <message>
        <source>Draw &amp;Wall</source>
        <translation>繪製牆(&amp;W)</translation>
    </message>
    <message>
        <source>Wall &amp;Kind</source>
        <translation>牆的類型(&amp;K)</translation>
    </message>
    <message>
        <source>Drawing {kind}: click to start a wall, click to end it; right-click ends the chain, Escape stops drawing.</source>
        <translation>正在繪製{kind}：按一下開始一段牆，再按一下結束；按右鍵結束連續繪製，按 Esc 停止繪製。</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>藍色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>綠色</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黃色</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白色</translation>
    </message>
    <message>
        <source>&amp;Draw on the Map</source>
        <translation>在地圖上繪製(&amp;D)</translation>
    </message>
    <message>
        <source>Drawing &amp;Colour</source>
        <translation>繪製顏色(&amp;C)</translation>
    </message>
    <message>
        <source>Point 1 of 2: drag a point of the picture (a corner of its grid) onto its grid corner. Escape puts the picture back.</source>
        <translation>第 1 點（共 2 點）：把圖片上的一個點（它自身網格的一個角）拖到對應的網格角上。按 Escape 把圖片放回原處。</translation>
    </message>
    <message>
        <source>Point 2 of 2: drag another point of the picture, far from the first, onto its grid corner.</source>
        <translation>第 2 點（共 2 點）：把圖片上離第一點較遠的另一個點拖到對應的網格角上。</translation>
    </message>
    <message>
        <source>No scale from that corner: drop the second point on another corner, the same way from the first as on the picture.</source>
        <translation>這個角得不出比例：把第二點放到另一個角上，相對第一點的方向要與圖片上相同。</translation>
    </message>
    <message>
        <source>Scaled to {scale} pixels per cell. Drag to move it; Enter keeps it, Escape puts it back.</source>
        <translation>已縮放為每格 {scale} 像素。拖曳可移動它；Enter 保留，Escape 放回原處。</translation>
    </message>
    <message>
        <source>Drag the picture to move it, or Scale by Two Points. Enter keeps it, Escape puts it back.</source>
        <translation>拖曳圖片來移動它，或選擇「依兩點縮放」。Enter 保留，Escape 放回原處。</translation>
    </message>
    <message>
        <source>Align Background by &amp;Hand...</source>
        <translation>手動對齊背景(&amp;H)...</translation>
    </message>
    <message>
        <source>Scale by &amp;Two Points</source>
        <translation>依兩點縮放(&amp;T)</translation>
    </message>
    <message>
        <source>Drop two points of the picture on two grid corners: the scale follows</source>
        <translation>把圖片上的兩個點放到兩個網格角上：比例隨之確定</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完成(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Background Alignment</source>
        <translation>背景對齊</translation>
    </message>
    <message>
        <source>Choose a background image first (View &gt; Background Image...).</source>
        <translation>請先選擇背景圖片（檢視 &gt; 背景圖片...）。</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>快(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>正常(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>慢(&amp;S)</translation>
    </message>
    <message>
        <source>Step by S&amp;tep</source>
        <translation>逐步(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>電腦(&amp;C)</translation>
    </message>
    <message>
        <source>Play One &amp;Step</source>
        <translation>走一步(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Take Over This Turn</source>
        <translation>接管這一回合(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Pace</source>
        <translation>節奏(&amp;P)</translation>
    </message>
</context>
<context>
    <name>Modifier</name>
    <message>
        <source>Aim braced</source>
        <extracomment>Every modifier template the engine can produce, in context &quot;Modifier&quot; (sorted).</extracomment>
        <translation>有支撐地瞄準</translation>
    </message>
    <message>
        <source>Aim {turns} turn(s): Acc {acc}</source>
        <translation>瞄準 {turns} 回合：精度 {acc}</translation>
    </message>
    <message>
        <source>Aimed</source>
        <translation>已瞄準</translation>
    </message>
    <message>
        <source>Aimed with a scope</source>
        <translation>以瞄準鏡瞄準</translation>
    </message>
    <message>
        <source>All-Out Attack (Determined)</source>
        <translation>全力攻擊（堅決）</translation>
    </message>
    <message>
        <source>All-Out Defense: Double Defense</source>
        <translation>全力防禦：雙重防禦</translation>
    </message>
    <message>
        <source>All-Out Defense: {defence} +2</source>
        <translation>全力防禦：{defence} +2</translation>
    </message>
    <message>
        <source>Around the armour: Dodge +{dodge}</source>
        <translation>繞開盔甲：閃避 +{dodge}</translation>
    </message>
    <message>
        <source>Attacked from a side hex: defence {change}</source>
        <translation>從側面六角格受攻擊：防禦 {change}</translation>
    </message>
    <message>
        <source>Attacking while prone</source>
        <translation>臥倒時攻擊</translation>
    </message>
    <message>
        <source>Attacking while {posture}</source>
        <translation>以{posture}姿勢攻擊</translation>
    </message>
    <message>
        <source>Bargaining position (GM)</source>
        <translation>談判立場（GM）</translation>
    </message>
    <message>
        <source>Bull rush</source>
        <translation>衝撞</translation>
    </message>
    <message>
        <source>Burst</source>
        <translation>連發</translation>
    </message>
    <message>
        <source>Burst, set-up weapon (half)</source>
        <translation>連發，架設武器（減半）</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>衝鋒</translation>
    </message>
    <message>
        <source>Damaged {weapon}: AB -{step}</source>
        <translation>受損的{weapon}：攻擊加值 -{step}</translation>
    </message>
    <message>
        <source>Dense crowd: Dodge {dodge}</source>
        <translation>密集人群：閃避 {dodge}</translation>
    </message>
    <message>
        <source>Dense crowd: Parry {parry}</source>
        <translation>密集人群：招架 {parry}</translation>
    </message>
    <message>
        <source>Dim light</source>
        <translation>昏暗光線</translation>
    </message>
    <message>
        <source>Dual overwatch (paired weapons)</source>
        <translation>雙持戒備（成對武器）</translation>
    </message>
    <message>
        <source>Evaluate {turns} turn(s)</source>
        <translation>評估 {turns} 回合</translation>
    </message>
    <message>
        <source>Feinted: defence -{feint}</source>
        <translation>被佯攻：防禦 -{feint}</translation>
    </message>
    <message>
        <source>Fighting defensively</source>
        <translation>防禦性戰鬥</translation>
    </message>
    <message>
        <source>Flying tackle</source>
        <translation>飛撲打擊</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>專注</translation>
    </message>
    <message>
        <source>Focus ignores {cancelled} of penalties</source>
        <translation>專注抵消 {cancelled} 點減值</translation>
    </message>
    <message>
        <source>Focus x{times}</source>
        <translation>專注 x{times}</translation>
    </message>
    <message>
        <source>Grapple (unarmed)</source>
        <translation>擒抱（徒手）</translation>
    </message>
    <message>
        <source>Grappled (not at the grappler)</source>
        <translation>被擒抱（目標不是擒抱者）</translation>
    </message>
    <message>
        <source>Helped by {helpers}</source>
        <translation>由 {helpers} 協助</translation>
    </message>
    <message>
        <source>Helped by {names}</source>
        <translation>由 {names} 協助</translation>
    </message>
    <message>
        <source>Hit chance capped at {cap}%</source>
        <translation>命中率上限 {cap}%</translation>
    </message>
    <message>
        <source>Interrogating a prisoner</source>
        <translation>審訊俘虜</translation>
    </message>
    <message>
        <source>Item {item} ({size}): Dodge {dodge:+d}</source>
        <translation>物品 {item}（{size}）：閃避 {dodge:+d}</translation>
    </message>
    <message>
        <source>Large target</source>
        <translation>大型目標</translation>
    </message>
    <message>
        <source>Loose crowd: Dodge {dodge}</source>
        <translation>鬆散人群：閃避 {dodge}</translation>
    </message>
    <message>
        <source>Move and Attack</source>
        <translation>移動並攻擊</translation>
    </message>
    <message>
        <source>Move and Attack: skill at most {cap}</source>
        <translation>移動並攻擊：技能上限 {cap}</translation>
    </message>
    <message>
        <source>Opponent has taken damage or stress</source>
        <translation>對手已受到傷害或壓力</translation>
    </message>
    <message>
        <source>Overwatch single shot</source>
        <translation>戒備單發</translation>
    </message>
    <message>
        <source>Partial cover: Dodge {dodge}</source>
        <translation>部分掩護：閃避 {dodge}</translation>
    </message>
    <message>
        <source>Point-blank: STR instead of DEX</source>
        <translation>近距離：以力量代替敏捷</translation>
    </message>
    <message>
        <source>Prone (partial concealment): Dodge +{dodge}</source>
        <translation>臥倒（部分隱蔽）：閃避 +{dodge}</translation>
    </message>
    <message>
        <source>Range {band}</source>
        <translation>距離：{band}</translation>
    </message>
    <message>
        <source>Range {yards:g} yd (row {row:g} yd)</source>
        <translation>距離 {yards:g} 碼（表格行 {row:g} 碼）</translation>
    </message>
    <message>
        <source>Rapid Fire: {shots} shots</source>
        <translation>速射：{shots} 發</translation>
    </message>
    <message>
        <source>Retreat: {defence} +{bonus}</source>
        <translation>後撤：{defence} +{bonus}</translation>
    </message>
    <message>
        <source>Rough shot (outside own square, not aimed)</source>
        <translation>粗略射擊（不在自身格內，未瞄準）</translation>
    </message>
    <message>
        <source>Shield + cover + posture capped at +{cap}</source>
        <translation>盾牌 + 掩護 + 姿勢上限 +{cap}</translation>
    </message>
    <message>
        <source>Shield: Dodge {dodge}</source>
        <translation>盾牌：閃避 {dodge}</translation>
    </message>
    <message>
        <source>Shock: -{shock} (wounded since the last turn)</source>
        <translation>震懾：-{shock}（自上回合起受傷）</translation>
    </message>
    <message>
        <source>Shooting a thrown item</source>
        <translation>射擊投擲物</translation>
    </message>
    <message>
        <source>Shotgun, strafe or burst: AB {bonus}</source>
        <translation>霰彈槍、掃射或連發：攻擊加值 {bonus}</translation>
    </message>
    <message>
        <source>Small target</source>
        <translation>小型目標</translation>
    </message>
    <message>
        <source>Sneak Attack (target unaware)</source>
        <translation>偷襲（目標未察覺）</translation>
    </message>
    <message>
        <source>Sneak attack</source>
        <translation>偷襲</translation>
    </message>
    <message>
        <source>Suppressed: attack -{held}</source>
        <translation>被壓制：攻擊 -{held}</translation>
    </message>
    <message>
        <source>Suppression Fire: skill at most {cap}</source>
        <translation>壓制射擊：技能上限 {cap}</translation>
    </message>
    <message>
        <source>Target AC {ac}</source>
        <translation>目標護甲等級 {ac}</translation>
    </message>
    <message>
        <source>Target SM {sm:+d}</source>
        <translation>目標體型修正 {sm:+d}</translation>
    </message>
    <message>
        <source>Target braced: +4</source>
        <translation>目標有支撐：+4</translation>
    </message>
    <message>
        <source>Target bull-rushed (a charge): Dodge {dodge}</source>
        <translation>目標被衝撞（衝鋒）：閃避 {dodge}</translation>
    </message>
    <message>
        <source>Target charged: Dodge {dodge}</source>
        <translation>目標衝鋒中：閃避 {dodge}</translation>
    </message>
    <message>
        <source>Target defending (x{times})</source>
        <translation>目標防禦中（x{times}）</translation>
    </message>
    <message>
        <source>Target defending: Dodge +{bonus}</source>
        <translation>目標防禦中：閃避 +{bonus}</translation>
    </message>
    <message>
        <source>Target defending: Parry +{bonus}</source>
        <translation>目標防禦中：招架 +{bonus}</translation>
    </message>
    <message>
        <source>Target dodging ({ap} AP): AC +{ac}</source>
        <translation>目標閃避中（{ap} 行動點）：護甲等級 +{ac}</translation>
    </message>
    <message>
        <source>Target in partial cover</source>
        <translation>目標處於部分掩護</translation>
    </message>
    <message>
        <source>Target in the dark</source>
        <translation>目標在黑暗中</translation>
    </message>
    <message>
        <source>Target lost its balance: defence -2</source>
        <translation>目標失去平衡：防禦 -2</translation>
    </message>
    <message>
        <source>Target prone</source>
        <translation>目標臥倒</translation>
    </message>
    <message>
        <source>Target stunned: defence -4</source>
        <translation>目標震懾：防禦 -4</translation>
    </message>
    <message>
        <source>Target unaware or defenceless</source>
        <translation>目標未察覺或無防備</translation>
    </message>
    <message>
        <source>Target unseen</source>
        <translation>目標不可見</translation>
    </message>
    <message>
        <source>Target wounded: Dodge {penalty}</source>
        <translation>目標受傷：閃避 {penalty}</translation>
    </message>
    <message>
        <source>Target wounded: Parry {penalty}</source>
        <translation>目標受傷：招架 {penalty}</translation>
    </message>
    <message>
        <source>Target {posture}</source>
        <translation>目標{posture}</translation>
    </message>
    <message>
        <source>Target {posture}: defence {change}</source>
        <translation>目標{posture}：防禦 {change}</translation>
    </message>
    <message>
        <source>Target&apos;s shield DB {db}</source>
        <translation>目標盾牌防禦加值 {db}</translation>
    </message>
    <message>
        <source>The opponent holds you captive</source>
        <translation>對手控制著你</translation>
    </message>
    <message>
        <source>Three attacks this turn</source>
        <translation>本回合三次攻擊</translation>
    </message>
    <message>
        <source>Through shield and cover: DR +{dr}</source>
        <translation>穿透盾牌和掩護：減傷 +{dr}</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>投擲</translation>
    </message>
    <message>
        <source>Two attacks this turn</source>
        <translation>本回合兩次攻擊</translation>
    </message>
    <message>
        <source>Two weapons</source>
        <translation>雙武器</translation>
    </message>
    <message>
        <source>Two-handed</source>
        <translation>雙手</translation>
    </message>
    <message>
        <source>Weapon die steps</source>
        <translation>武器骰級</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>受傷</translation>
    </message>
    <message>
        <source>You hold the opponent captive</source>
        <translation>你控制著對手</translation>
    </message>
    <message>
        <source>{hurt} physical condition(s)</source>
        <translation>{hurt} 個身體狀態</translation>
    </message>
</context>
<context>
    <name>NewBattleDialog</name>
    <message>
        <source>New battle</source>
        <translation>新戰鬥</translation>
    </message>
    <message>
        <source>&amp;Empty map</source>
        <translation>空白地圖(&amp;E)</translation>
    </message>
    <message>
        <source>From the &amp;library</source>
        <translation>從戰役庫(&amp;L)</translation>
    </message>
    <message>
        <source>Squares</source>
        <translation>方格</translation>
    </message>
    <message>
        <source>Hexes, flat top</source>
        <translation>六角格，平頂</translation>
    </message>
    <message>
        <source>Hexes, pointy top</source>
        <translation>六角格，尖頂</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>規則集</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>網格</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>欄數</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>列數</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>你來操控</translation>
    </message>
    <message>
        <source>{side} against the computer</source>
        <translation>{side}，對抗電腦</translation>
    </message>
    <message>
        <source>Every side, at the table</source>
        <translation>所有陣營，由桌邊的玩家操控</translation>
    </message>
    <message>
        <source>{side}: {objectives}</source>
        <translation>{side}：{objectives}</translation>
    </message>
</context>
<context>
    <name>NoteDialog</name>
    <message>
        <source>Edit Note</source>
        <translation>編輯備註</translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>新增備註</translation>
    </message>
    <message>
        <source>What the GM wants to remember here</source>
        <translation>GM 想在這裡記住的事</translation>
    </message>
    <message>
        <source>&amp;Show to players</source>
        <translation>對玩家顯示(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Note (the map shows its first line):</source>
        <translation>備註(&amp;N)（地圖上顯示第一行）：</translation>
    </message>
</context>
<context>
    <name>NotesDock</name>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>This scenario has no notes.</source>
        <translation>此場景沒有備註。</translation>
    </message>
</context>
<context>
    <name>ObjectivesDock</name>
    <message>
        <source>Hold {zone}</source>
        <translation>守住{zone}</translation>
    </message>
    <message>
        <source>Reach {zone}</source>
        <translation>抵達{zone}</translation>
    </message>
    <message>
        <source>Destroy {side}</source>
        <translation>殲滅{side}</translation>
    </message>
    <message>
        <source>Survive {rounds} rounds</source>
        <translation>撐過 {rounds} 回合</translation>
    </message>
    <message>
        <source>Protect {token}</source>
        <translation>保護{token}</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>仍在作戰</translation>
    </message>
    <message>
        <source>fallen</source>
        <translation>已倒下</translation>
    </message>
    <message>
        <source>{done} of {needed} there</source>
        <translation>已到 {done}/{needed}</translation>
    </message>
    <message>
        <source>{done} of {needed} fallen</source>
        <translation>已倒下 {done}/{needed}</translation>
    </message>
    <message>
        <source>{done} of {needed} rounds</source>
        <translation>{done}/{needed} 回合</translation>
    </message>
    <message>
        <source>{progress}, achieved</source>
        <translation>{progress}，已達成</translation>
    </message>
    <message>
        <source>{objective}: {progress}</source>
        <translation>{objective}：{progress}</translation>
    </message>
    <message>
        <source>{side} (computer)</source>
        <translation>{side}（電腦）</translation>
    </message>
    <message>
        <source>No objectives: the last side still fighting wins.</source>
        <translation>沒有目標：最後還能作戰的一方獲勝。</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>目標</translation>
    </message>
</context>
<context>
    <name>OddsDock</name>
    <message>
        <source>Odds</source>
        <translation>機率</translation>
    </message>
    <message>
        <source>Each bar is the chance of one result of the roll; green bars hit.</source>
        <translation>每根柱子是擲骰某一結果的機率；綠色的柱子為命中。</translation>
    </message>
    <message>
        <source>Right-click a token and choose Attack to aim.</source>
        <translation>在標記上按右鍵並選擇攻擊來瞄準。</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker}攻擊{target}</translation>
    </message>
    <message>
        <source>No line of fire: full cover between them.</source>
        <translation>沒有射線：兩者之間有完全掩護。</translation>
    </message>
    <message>
        <source>no weapon</source>
        <translation>無武器</translation>
    </message>
    <message>
        <source>{weapon}: {cover}, {range}</source>
        <translation>{weapon}：{cover}，{range}</translation>
    </message>
    <message>
        <source>chance of the result (%)</source>
        <translation>該結果的機率（%）</translation>
    </message>
    <message>
        <source>result of the roll</source>
        <translation>擲骰結果</translation>
    </message>
</context>
<context>
    <name>OptionChoices</name>
    <message>
        <source>the usual one</source>
        <extracomment>The first entry of every list and number: what the action does when the GM picks nothing.</extracomment>
        <translation>通常的選擇</translation>
    </message>
    <message>
        <source>yes</source>
        <extracomment>Every choice the forms name in words rather than by a ruleset entry (context &quot;OptionChoices&quot;): yes and no, the systems&apos; fixed sets, the compass, the long-action tasks, and the entries the bundled catalogues and samples have no table for (Year Zero&apos;s Might, a Fallout stimpak).</extracomment>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>north</source>
        <translation>北</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>東北</translation>
    </message>
    <message>
        <source>east</source>
        <translation>東</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>東南</translation>
    </message>
    <message>
        <source>south</source>
        <translation>南</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>西南</translation>
    </message>
    <message>
        <source>west</source>
        <translation>西</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>西北</translation>
    </message>
    <message>
        <source>armour</source>
        <translation>護甲</translation>
    </message>
    <message>
        <source>trip</source>
        <translation>絆摔</translation>
    </message>
    <message>
        <source>disarm</source>
        <translation>繳械</translation>
    </message>
    <message>
        <source>follows</source>
        <translation>跟進</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>留在原地</translation>
    </message>
    <message>
        <source>sharp</source>
        <translation>尖銳</translation>
    </message>
    <message>
        <source>edged</source>
        <translation>帶刃</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>柔軟</translation>
    </message>
    <message>
        <source>the first two enemies, one attack each</source>
        <translation>最先進入的兩名敵人，各攻擊一次</translation>
    </message>
    <message>
        <source>both weapons on the first enemy</source>
        <translation>兩件武器都攻擊第一名敵人</translation>
    </message>
    <message>
        <source>10mm rounds</source>
        <translation>10mm 子彈</translation>
    </message>
    <message>
        <source>9mm rounds</source>
        <translation>9mm 子彈</translation>
    </message>
    <message>
        <source>5mm rounds</source>
        <translation>5mm 子彈</translation>
    </message>
    <message>
        <source>308 rounds</source>
        <translation>.308 子彈</translation>
    </message>
    <message>
        <source>stimpak</source>
        <translation>治療針</translation>
    </message>
    <message>
        <source>one hand</source>
        <translation>單手</translation>
    </message>
    <message>
        <source>two hands</source>
        <translation>雙手</translation>
    </message>
    <message>
        <source>the ground</source>
        <translation>地上</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>桌上</translation>
    </message>
    <message>
        <source>a rack</source>
        <translation>架上</translation>
    </message>
    <message>
        <source>a shelf</source>
        <translation>擱板上</translation>
    </message>
    <message>
        <source>A magic ritual (cannot be interrupted)</source>
        <translation>魔法儀式（不可中斷）</translation>
    </message>
    <message>
        <source>Don a mechanical suit or battlesuit</source>
        <translation>穿上機械服或戰鬥服</translation>
    </message>
    <message>
        <source>Don armour</source>
        <translation>穿上護甲</translation>
    </message>
    <message>
        <source>Find an uncertain item in a box, briefcase, pack</source>
        <translation>在箱子、公事包、背包中尋找不確定的物品</translation>
    </message>
    <message>
        <source>Find an unconcealed item in your own pack</source>
        <translation>在自己的背包中找出未藏起的物品</translation>
    </message>
    <message>
        <source>Holster a pistol</source>
        <translation>將手槍插回槍套</translation>
    </message>
    <message>
        <source>Light a candle, cigarette, fuse, match, torch</source>
        <translation>點燃蠟燭、香菸、引信、火柴、火把</translation>
    </message>
    <message>
        <source>Open an unlocked box, briefcase, cabinet, door</source>
        <translation>打開未上鎖的盒子、公事包、櫃櫥、門</translation>
    </message>
    <message>
        <source>Pick up a heavy object, one hand (up to 2 x BL)</source>
        <translation>單手撿起沉重物體（最多 2 × 基本舉重）</translation>
    </message>
    <message>
        <source>Pick up a heavy object, two hands (up to 8 x BL)</source>
        <translation>雙手撿起沉重物體（最多 8 × 基本舉重）</translation>
    </message>
    <message>
        <source>Put a small item into your pack</source>
        <translation>把小物品放進背包</translation>
    </message>
    <message>
        <source>Read a note</source>
        <translation>閱讀便箋</translation>
    </message>
    <message>
        <source>Return a weapon to its scabbard</source>
        <translation>將武器收回鞘中</translation>
    </message>
    <message>
        <source>Swallow a pill or potion</source>
        <translation>吞下藥丸或藥水</translation>
    </message>
    <message>
        <source>Thoroughly search an unresisting person</source>
        <translation>徹底搜查不反抗的人</translation>
    </message>
    <message>
        <source>Write a note</source>
        <translation>寫一張便箋</translation>
    </message>
    <message>
        <source>physical damage</source>
        <translation>物理傷害</translation>
    </message>
    <message>
        <source>stress</source>
        <translation>壓力</translation>
    </message>
    <message>
        <source>Might</source>
        <translation>力量</translation>
    </message>
    <message>
        <source>Crafting</source>
        <translation>工藝</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>生存</translation>
    </message>
</context>
<context>
    <name>OptionHints</name>
    <message>
        <source>the weapon that strikes</source>
        <extracomment>Every hint the document and the systems give (context &quot;OptionHints&quot;).</extracomment>
        <translation>用於攻擊的武器</translation>
    </message>
    <message>
        <source>push the roll: roll again the dice that failed</source>
        <translation>強推檢定：重擲失敗的骰子</translation>
    </message>
    <message>
        <source>the item it takes</source>
        <translation>所用的物品</translation>
    </message>
    <message>
        <source>the direction it faces at the end</source>
        <translation>結束時的朝向</translation>
    </message>
    <message>
        <source>further targets after the first, picked on the map</source>
        <translation>第一個目標之後的其他目標，在地圖上選取</translation>
    </message>
    <message>
        <source>the item attacked (the usual: the weapon in its hand)</source>
        <translation>被攻擊的物品（通常：手中的武器）</translation>
    </message>
    <message>
        <source>the weapon or gear it draws</source>
        <translation>拔出的武器或裝備</translation>
    </message>
    <message>
        <source>the weapon it loads (the usual: the first unloaded one)</source>
        <translation>裝填的武器（通常：第一件未裝填的）</translation>
    </message>
    <message>
        <source>declared as a trip or a disarm</source>
        <translation>宣告為絆摔或繳械</translation>
    </message>
    <message>
        <source>the rusher goes on with the victim or stays</source>
        <translation>衝撞者隨目標前進或留在原地</translation>
    </message>
    <message>
        <source>what the rusher leads with (the usual: its own)</source>
        <translation>衝撞者用以開路的東西（通常：其自身的）</translation>
    </message>
    <message>
        <source>the load it bears, in the unit of its heavy load</source>
        <translation>所承載的負重，以其重負荷為單位</translation>
    </message>
    <message>
        <source>a turn-order score below yours</source>
        <translation>低於你的行動順序值</translation>
    </message>
    <message>
        <source>a condition removed without a check (the usual: the Medicine check)</source>
        <translation>無需檢定即可移除的狀態（通常：醫療檢定）</translation>
    </message>
    <message>
        <source>how many rounds it loads (the usual: a full load)</source>
        <translation>裝填多少發（通常：裝滿）</translation>
    </message>
    <message>
        <source>ammunition lying near (the usual: from the inventory)</source>
        <translation>附近地上的彈藥（通常：取自物品欄）</translation>
    </message>
    <message>
        <source>the second line&apos;s cell: column,row</source>
        <translation>第二條線的格子：欄,列</translation>
    </message>
    <message>
        <source>the skill that disarms it</source>
        <translation>用於拆除的技能</translation>
    </message>
    <message>
        <source>the item in hand it drops</source>
        <translation>丟下的手中物品</translation>
    </message>
    <message>
        <source>the item in hand it puts away</source>
        <translation>收起的手中物品</translation>
    </message>
    <message>
        <source>the item it takes in hand</source>
        <translation>拿到手中的物品</translation>
    </message>
    <message>
        <source>what it picks up</source>
        <translation>撿起的東西</translation>
    </message>
    <message>
        <source>rounds it picks up (the usual: up to 5)</source>
        <translation>撿起的彈藥數（通常：最多 5 發）</translation>
    </message>
    <message>
        <source>AP it spends on dodging (the usual: 1)</source>
        <translation>用於閃避的行動點（通常：1）</translation>
    </message>
    <message>
        <source>shots in the burst (the usual: 2)</source>
        <translation>連射的發數（通常：2）</translation>
    </message>
    <message>
        <source>a hard surface&apos;s extra penalty</source>
        <translation>困難表面的額外減值</translation>
    </message>
    <message>
        <source>what the two weapons watch for</source>
        <translation>兩件武器的警戒方式</translation>
    </message>
    <message>
        <source>the task of the long-action table</source>
        <translation>長時行動表中的任務</translation>
    </message>
    <message>
        <source>the task&apos;s length in seconds (the usual: the table&apos;s)</source>
        <translation>任務時長（秒）（通常：依表）</translation>
    </message>
    <message>
        <source>the item it readies</source>
        <translation>準備好的物品</translation>
    </message>
    <message>
        <source>the weapon it draws</source>
        <translation>拔出的武器</translation>
    </message>
    <message>
        <source>the ready item it holds out</source>
        <translation>遞出的已備物品</translation>
    </message>
    <message>
        <source>the attribute rolled (the usual: DX)</source>
        <translation>檢定的屬性（通常：敏捷）</translation>
    </message>
    <message>
        <source>what the trigger sets off (the usual: an attack)</source>
        <translation>觸發後執行的動作（通常：攻擊）</translation>
    </message>
    <message>
        <source>the target retreats</source>
        <translation>目標後撤</translation>
    </message>
    <message>
        <source>the weapon rests on something (+1)</source>
        <translation>武器有所依託（+1）</translation>
    </message>
    <message>
        <source>the reach held, in yards (the usual: its usual one)</source>
        <translation>握持的觸及距離（碼）（通常：其常用的）</translation>
    </message>
    <message>
        <source>the weight in pounds (the usual: the lift under way)</source>
        <translation>重量（磅）（通常：正在進行的舉起）</translation>
    </message>
    <message>
        <source>one hand or two (the usual: one if it can)</source>
        <translation>單手或雙手（通常：能單手則單手）</translation>
    </message>
    <message>
        <source>where it puts the item (the usual: away on the person)</source>
        <translation>物品放在哪裡（通常：收在身上）</translation>
    </message>
    <message>
        <source>the hex it retreats into: column,row (the usual: straight away)</source>
        <translation>後撤進入的六角格：欄,列（通常：正後方）</translation>
    </message>
    <message>
        <source>the other hex of the zone: column,row</source>
        <translation>區域的另一個六角格：欄,列</translation>
    </message>
    <message>
        <source>shots fired</source>
        <translation>射擊發數</translation>
    </message>
    <message>
        <source>ammo dice, at most RoF and rounds - 1</source>
        <translation>彈藥骰，最多為射速與彈數 - 1</translation>
    </message>
    <message>
        <source>the item it uses</source>
        <translation>使用的物品</translation>
    </message>
    <message>
        <source>the skill rolled with the item&apos;s gear dice (the usual: no roll)</source>
        <translation>搭配物品裝備骰檢定的技能（通常：不檢定）</translation>
    </message>
    <message>
        <source>the item&apos;s gear dice</source>
        <translation>物品的裝備骰</translation>
    </message>
    <message>
        <source>what it heals (the usual: the kind that broke it)</source>
        <translation>治療的類型（通常：導致倒下的那種）</translation>
    </message>
    <message>
        <source>keep the item taken (no: throw it to a zone beside)</source>
        <translation>保留奪得的物品（否：丟到相鄰區域）</translation>
    </message>
    <message>
        <source>the ambush is well prepared (-2)</source>
        <translation>伏擊準備充分（-2）</translation>
    </message>
    <message>
        <source>sneak up to Engaged (-2)</source>
        <translation>潛行至貼身（-2）</translation>
    </message>
    <message>
        <source>opposed by its Insight</source>
        <translation>以其洞察對抗</translation>
    </message>
    <message>
        <source>an interrogation, opposed by its Stamina</source>
        <translation>審訊，以其體魄對抗</translation>
    </message>
    <message>
        <source>what the persuasion is for</source>
        <translation>說服的目的</translation>
    </message>
    <message>
        <source>the GM&apos;s other factors</source>
        <translation>主持人的其他因素</translation>
    </message>
    <message>
        <source>the GM&apos;s modifier</source>
        <translation>主持人的修正值</translation>
    </message>
    <message>
        <source>threatened 1, a friend dies 2, torture 3</source>
        <translation>受威脅 1，友人死亡 2，酷刑 3</translation>
    </message>
    <message>
        <source>the initiative card it picks</source>
        <translation>選取的先攻卡</translation>
    </message>
    <message>
        <source>the victim (the usual: every enemy)</source>
        <translation>受害者（通常：所有敵人）</translation>
    </message>
    <message>
        <source>the enemy watching</source>
        <translation>正在觀察的敵人</translation>
    </message>
    <message>
        <source>extra hits bought with sixes: b on the same target, c+1 in the same zone</source>
        <translation>用六點購買的額外命中：b 為同一目標，c+1 為同一區域</translation>
    </message>
    <message>
        <source>sentences or pieces</source>
        <translation>句數或件數</translation>
    </message>
    <message>
        <source>the crafting penalty</source>
        <translation>製作減值</translation>
    </message>
    <message>
        <source>the roll the task needs, if any</source>
        <translation>該任務所需的擲骰（如有）</translation>
    </message>
</context>
<context>
    <name>OptionKeys</name>
    <message>
        <source>ammo</source>
        <extracomment>Every option key the bundled catalogues ask (context &quot;OptionKeys&quot;).</extracomment>
        <translation>彈藥</translation>
    </message>
    <message>
        <source>beside</source>
        <translation>旁邊</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>加值</translation>
    </message>
    <message>
        <source>braced</source>
        <translation>架穩</translation>
    </message>
    <message>
        <source>card</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <source>count</source>
        <translation>數量</translation>
    </message>
    <message>
        <source>extra_hits</source>
        <translation>額外命中</translation>
    </message>
    <message>
        <source>face</source>
        <translation>朝向</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>手數</translation>
    </message>
    <message>
        <source>heal</source>
        <translation>治療</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>六角格</translation>
    </message>
    <message>
        <source>interrogate</source>
        <translation>審問</translation>
    </message>
    <message>
        <source>item</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>line2</source>
        <translation>第二條線</translation>
    </message>
    <message>
        <source>load</source>
        <translation>負載</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>modifier</source>
        <translation>調整值</translation>
    </message>
    <message>
        <source>onto</source>
        <translation>放到</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>減值</translation>
    </message>
    <message>
        <source>position</source>
        <translation>處境</translation>
    </message>
    <message>
        <source>purpose</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>push</source>
        <translation>強推</translation>
    </message>
    <message>
        <source>reach</source>
        <translation>觸及</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>resist</source>
        <translation>抵抗</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>後撤</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>已擲</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>彈數</translation>
    </message>
    <message>
        <source>score</source>
        <translation>順序值</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒數</translation>
    </message>
    <message>
        <source>shots</source>
        <translation>射擊數</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>stakes</source>
        <translation>籌碼</translation>
    </message>
    <message>
        <source>stat</source>
        <translation>屬性</translation>
    </message>
    <message>
        <source>stress</source>
        <translation>壓力</translation>
    </message>
    <message>
        <source>surface</source>
        <translation>表面</translation>
    </message>
    <message>
        <source>targets</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>task</source>
        <translation>任務</translation>
    </message>
    <message>
        <source>then</source>
        <translation>然後</translation>
    </message>
    <message>
        <source>to_engaged</source>
        <translation>至貼身</translation>
    </message>
    <message>
        <source>victims</source>
        <translation>受害者</translation>
    </message>
    <message>
        <source>watchers</source>
        <translation>觀察者</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>武器</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <source>well_prepared</source>
        <translation>準備充分</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <source>{action}: options</source>
        <translation>{action}：選項</translation>
    </message>
    <message>
        <source>What is left as it is plays as usual.</source>
        <translation>保持不變的選項依通常方式處理。</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <source>Overwatch by {who}</source>
        <extracomment>(from, to, tooltip) in world coordinates.</extracomment>
        <translation>{who}的戒備射擊</translation>
    </message>
</context>
<context>
    <name>PathOverlay</name>
    <message>
        <source>{cost}, {over} over</source>
        <translation>{cost}，超出 {over}</translation>
    </message>
    <message>
        <source>{cost}, {left} left</source>
        <translation>{cost}，剩餘 {left}</translation>
    </message>
</context>
<context>
    <name>PlayerScreen</name>
    <message>
        <source>Player View &amp;Screen</source>
        <translation>玩家視圖螢幕(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Fit Players&apos; View to Map</source>
        <translation>玩家視圖適應地圖(&amp;F)</translation>
    </message>
    <message>
        <source>Show Players &amp;This Area</source>
        <translation>向玩家顯示此區域(&amp;T)</translation>
    </message>
    <message>
        <source>Show Players an &amp;Area (Drag on the Map)</source>
        <translation>向玩家顯示區域（在地圖上拖動）(&amp;A)</translation>
    </message>
    <message>
        <source>One &amp;Inch per Cell</source>
        <translation>每格一英吋(&amp;I)</translation>
    </message>
    <message>
        <source>Projector Screen &amp;Width...</source>
        <translation>投影螢幕寬度(&amp;W)...</translation>
    </message>
    <message>
        <source>&amp;Large Print</source>
        <translation>大字模式(&amp;L)</translation>
    </message>
    <message>
        <source>Show &amp;Enemies&apos; Health</source>
        <translation>顯示敵人的生命值(&amp;E)</translation>
    </message>
    <message>
        <source>Drag over the area to show the players; Escape to stop.</source>
        <translation>拖動選擇要向玩家顯示的區域；按 Esc 停止。</translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <source>{name} ({w}x{h} at {x},{y})</source>
        <translation>{name}（{w}x{h}，位於 {x},{y}）</translation>
    </message>
    <message>
        <source>{name} - Players</source>
        <extracomment>The window was closed (by the GM&apos;s menu or its own close button). What it shows changed (a fit, an area, one inch per cell, a zoom of its own): the new Camera.
----------
Whether the players see the health of tokens not on their sides (View &gt; Player View Screen). The GM&apos;s ruler while it is held (Battle &gt; Measure): the players see the distance too.</extracomment>
        <translation>{name} - 玩家</translation>
    </message>
    <message>
        <source>Fit Map</source>
        <translation>適應地圖</translation>
    </message>
</context>
<context>
    <name>ReactionRow</name>
    <message>
        <source>Roll</source>
        <extracomment>Least height of the list of offers (px): two rows of sentence and buttons.</extracomment>
        <translation>擲骰</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>跳過</translation>
    </message>
</context>
<context>
    <name>ReactionsDock</name>
    <message>
        <source>Reactions</source>
        <translation>反應</translation>
    </message>
    <message>
        <source>No reactions waiting.</source>
        <translation>沒有等待中的反應。</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>{at} is off the map</source>
        <translation>{at} 在地圖之外</translation>
    </message>
    <message>
        <source>step {step} to {at} is not next to the last cell</source>
        <translation>第 {step} 步到 {at} 與上一格不相鄰</translation>
    </message>
    <message>
        <source>{terrain} blocks the way at {at}</source>
        <translation>{at} 的{terrain}擋住了去路</translation>
    </message>
    <message>
        <source>a wall or closed door blocks the way into {at}</source>
        <translation>牆或關著的門擋住了進入 {at} 的路</translation>
    </message>
    <message>
        <source>a wall blocks the way at {at}</source>
        <translation>{at} 有牆擋路</translation>
    </message>
    <message>
        <source>cannot cut the corner of a wall into {at}</source>
        <translation>不能貼著牆角斜穿進入 {at}</translation>
    </message>
    <message>
        <source>{by} blocks the way at {at}</source>
        <translation>{by}在 {at} 擋住了去路</translation>
    </message>
    <message>
        <source>{by} already stands at {at}</source>
        <translation>{by}已經站在 {at}</translation>
    </message>
    <message>
        <source>{at} holds no more than {limit} tokens</source>
        <translation>{at} 最多容納 {limit} 個標記</translation>
    </message>
    <message>
        <source>costs {cost}, only {budget} left</source>
        <translation>需要 {cost}，只剩 {budget}</translation>
    </message>
    <message>
        <source>cannot move while {condition}</source>
        <translation>處於{condition}狀態時不能移動</translation>
    </message>
    <message>
        <source>cannot move while {posture}</source>
        <translation>處於{posture}姿勢時不能移動</translation>
    </message>
    <message>
        <source>the token did not move</source>
        <translation>標記沒有移動</translation>
    </message>
    <message>
        <source>click a token to act on</source>
        <translation>按一下要作用的標記</translation>
    </message>
    <message>
        <source>there is no token {token}</source>
        <translation>沒有標記 {token}</translation>
    </message>
    <message>
        <source>the ruleset has no template {template}</source>
        <translation>規則集中沒有範本 {template}</translation>
    </message>
    <message>
        <source>the ruleset has no terrain {terrain}</source>
        <translation>規則集中沒有地形 {terrain}</translation>
    </message>
    <message>
        <source>nothing to change</source>
        <translation>沒有需要變更的</translation>
    </message>
    <message>
        <source>there is no door at {at}</source>
        <translation>{at} 沒有門</translation>
    </message>
    <message>
        <source>the ruleset has no door to put at {at}</source>
        <translation>規則集中沒有可放在 {at} 的門</translation>
    </message>
    <message>
        <source>there is no wall segment {segment}</source>
        <translation>沒有牆段 {segment}</translation>
    </message>
    <message>
        <source>the map holds at most {most} of these</source>
        <translation>地圖上最多只能有 {most} 個</translation>
    </message>
    <message>
        <source>there is no zone {zone}</source>
        <translation>沒有區域 {zone}</translation>
    </message>
    <message>
        <source>there is no area template {area} on the map</source>
        <translation>地圖上沒有範圍模板 {area}</translation>
    </message>
    <message>
        <source>an area template {area} is on the map already</source>
        <translation>地圖上已經有範圍模板 {area}</translation>
    </message>
    <message>
        <source>a map holds at most {most} area templates</source>
        <translation>一張地圖最多容納 {most} 個範圍模板</translation>
    </message>
    <message>
        <source>point it at another cell: a cone or a line needs a direction</source>
        <translation>請指向另一個格子：錐形或直線需要方向</translation>
    </message>
    <message>
        <source>a note needs some text</source>
        <translation>備註需要有文字</translation>
    </message>
    <message>
        <source>a note has at most {most} characters</source>
        <translation>備註最多 {most} 個字元</translation>
    </message>
    <message>
        <source>a note must lie on the map</source>
        <translation>備註必須位於地圖上</translation>
    </message>
    <message>
        <source>there is already a note or drawing {note}</source>
        <translation>已有備註或繪圖 {note}</translation>
    </message>
    <message>
        <source>there is no note or drawing {note}</source>
        <translation>沒有備註或繪圖 {note}</translation>
    </message>
    <message>
        <source>the map holds no more notes or drawings ({most} at most)</source>
        <translation>地圖上不能再新增備註或繪圖（最多 {most} 個）</translation>
    </message>
    <message>
        <source>a drawing needs at least two points</source>
        <translation>繪圖至少需要兩個點</translation>
    </message>
    <message>
        <source>a drawing has at most {most} points</source>
        <translation>繪圖最多 {most} 個點</translation>
    </message>
    <message>
        <source>a token needs a name</source>
        <translation>標記需要名稱</translation>
    </message>
    <message>
        <source>a name has at most {limit} characters</source>
        <translation>名稱最多 {limit} 個字元</translation>
    </message>
    <message>
        <source>a label is 1 to {limit} characters without spaces</source>
        <translation>標籤須為 1 到 {limit} 個字元，不含空格</translation>
    </message>
    <message>
        <source>side &apos;{side}&apos; must be one word of letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;</source>
        <translation>陣營「{side}」必須是由字母、數字、「-」、「_」或「.」組成的一個詞</translation>
    </message>
    <message>
        <source>the count must be at least 1, not {count}</source>
        <translation>數量至少為 1，而不是 {count}</translation>
    </message>
    <message>
        <source>posture {posture} is not one of {known}</source>
        <translation>姿勢 {posture} 不在 {known} 之中</translation>
    </message>
    <message>
        <source>facing must be 0 to {limit}, not {facing}</source>
        <translation>朝向必須在 0 到 {limit} 之間，而不是 {facing}</translation>
    </message>
    <message>
        <source>{token} is already in front</source>
        <translation>{token}已經在最上層</translation>
    </message>
    <message>
        <source>no free cell within {within} of {token}</source>
        <translation>{token}周圍 {within} 以內沒有空格</translation>
    </message>
    <message>
        <source>the ruleset has no stat {stat}</source>
        <translation>規則集中沒有屬性 {stat}</translation>
    </message>
    <message>
        <source>{stat} must be a whole number, not &apos;{text}&apos;</source>
        <translation>{stat} 必須是整數，而不是「{text}」</translation>
    </message>
    <message>
        <source>{stat} must be a number, not &apos;{text}&apos;</source>
        <translation>{stat} 必須是數字，而不是「{text}」</translation>
    </message>
    <message>
        <source>{stat} must be yes or no, not &apos;{text}&apos;</source>
        <translation>{stat} 必須是「是」或「否」，而不是「{text}」</translation>
    </message>
    <message>
        <source>{stat} must be at least {min}, not {value}</source>
        <translation>{stat} 至少為 {min}，而不是 {value}</translation>
    </message>
    <message>
        <source>{stat} must be at most {max}, not {value}</source>
        <translation>{stat} 最多為 {max}，而不是 {value}</translation>
    </message>
    <message>
        <source>the scale must be a positive number, not {scale}</source>
        <translation>比例必須是正數，而不是 {scale}</translation>
    </message>
    <message>
        <source>the offset must be a finite number</source>
        <translation>偏移必須是有限的數字</translation>
    </message>
    <message>
        <source>the opacity must be between 0 and 1, not {opacity}</source>
        <translation>不透明度必須在 0 到 1 之間，而不是 {opacity}</translation>
    </message>
    <message>
        <source>no image file is chosen</source>
        <translation>未選擇圖片檔案</translation>
    </message>
    <message>
        <source>{system} has no initiative rule yet</source>
        <translation>{system} 還沒有先攻規則</translation>
    </message>
    <message>
        <source>the turn order must list the same tokens</source>
        <translation>行動順序必須列出相同的標記</translation>
    </message>
    <message>
        <source>needs {need} {kind}, {left} left</source>
        <translation>需要 {need} 個{kind}，只剩 {left} 個</translation>
    </message>
    <message>
        <source>cannot act while {condition}</source>
        <translation>處於{condition}狀態時不能行動</translation>
    </message>
    <message>
        <source>the attacker cannot act while {condition}</source>
        <translation>攻擊者處於{condition}狀態時不能行動</translation>
    </message>
    <message>
        <source>cannot react while {condition}</source>
        <translation>處於{condition}狀態時不能反應</translation>
    </message>
    <message>
        <source>already used {used} of {limit} this {scope}</source>
        <translation>本{scope}已用 {used} 次，上限 {limit} 次</translation>
    </message>
    <message>
        <source>not its turn ({active} acts now)</source>
        <translation>還沒輪到它（現在是{active}行動）</translation>
    </message>
    <message>
        <source>only on its own turn ({active} acts now)</source>
        <translation>只能在自己的回合進行（現在是{active}行動）</translation>
    </message>
    <message>
        <source>the ruleset has no action {action}</source>
        <translation>規則集中沒有動作 {action}</translation>
    </message>
    <message>
        <source>no weapon is ready</source>
        <translation>沒有準備好的武器</translation>
    </message>
    <message>
        <source>{weapon} is not ready</source>
        <translation>{weapon} 未準備好</translation>
    </message>
    <message>
        <source>{weapon} is out of ammunition</source>
        <translation>{weapon} 沒有彈藥了</translation>
    </message>
    <message>
        <source>{weapon} is already fully loaded</source>
        <translation>{weapon} 已經裝滿</translation>
    </message>
    <message>
        <source>choose a target first</source>
        <translation>請先選擇目標</translation>
    </message>
    <message>
        <source>there is no token {target}</source>
        <translation>沒有標記 {target}</translation>
    </message>
    <message>
        <source>{target} is not an enemy</source>
        <translation>{target}不是敵人</translation>
    </message>
    <message>
        <source>{target} is not an ally</source>
        <translation>{target}不是盟友</translation>
    </message>
    <message>
        <source>a token cannot target itself</source>
        <translation>標記不能以自己為目標</translation>
    </message>
    <message>
        <source>no line of fire</source>
        <translation>沒有射擊線</translation>
    </message>
    <message>
        <source>{token} has already acted</source>
        <translation>{token}已經行動過了</translation>
    </message>
    <message>
        <source>this action takes no target</source>
        <translation>這個動作不需要目標</translation>
    </message>
    <message>
        <source>choose a {target} on the map first</source>
        <translation>請先在地圖上選擇{target}</translation>
    </message>
    <message>
        <source>the chosen cell is off the map</source>
        <translation>所選格子在地圖之外</translation>
    </message>
    <message>
        <source>choose a direction away from the token&apos;s own cell</source>
        <translation>請選擇離開標記自身所在格的方向</translation>
    </message>
    <message>
        <source>draw a path on the map first</source>
        <translation>請先在地圖上畫出路徑</translation>
    </message>
    <message>
        <source>nothing is ready to put away</source>
        <translation>沒有可收起的已準備物品</translation>
    </message>
    <message>
        <source>everything carried is already ready</source>
        <translation>攜帶的物品都已準備好</translation>
    </message>
    <message>
        <source>the token carries no {item}</source>
        <translation>標記沒有攜帶 {item}</translation>
    </message>
    <message>
        <source>{item} is not ready</source>
        <translation>{item} 未準備好</translation>
    </message>
    <message>
        <source>{item} is already ready</source>
        <translation>{item} 已經準備好</translation>
    </message>
    <message>
        <source>the token is already {posture}</source>
        <translation>標記已經處於{posture}姿勢</translation>
    </message>
    <message>
        <source>the token carries no weapon {weapon}</source>
        <translation>標記沒有攜帶武器 {weapon}</translation>
    </message>
    <message>
        <source>{token} is named by an objective (protect it): mark it dead or routed instead of deleting it</source>
        <translation>{token}是某個目標（保護它）所指的單位：請將其標記為陣亡或潰逃，而不是刪除</translation>
    </message>
    <message>
        <source>{weapon} is out of range: the target is {distance} {unit} away, it reaches {range}</source>
        <translation>{weapon} 射程不夠：目標在 {distance} {unit} 外，射程為 {range}</translation>
    </message>
    <message>
        <source>the token is not valid: {error}</source>
        <translation>標記無效：{error}</translation>
    </message>
    <message>
        <source>there are no tokens on the map</source>
        <translation>地圖上沒有標記</translation>
    </message>
    <message>
        <source>round {round} is the last a battle file can hold</source>
        <translation>第 {round} 輪是戰鬥檔案能儲存的最後一輪</translation>
    </message>
    <message>
        <source>no token is being dragged</source>
        <translation>沒有正在拖曳的標記</translation>
    </message>
    <message>
        <source>that reaction is no longer on offer</source>
        <translation>該反應已不再可用</translation>
    </message>
    <message>
        <source>the reaction is refused: {why}</source>
        <translation>反應被拒絕：{why}</translation>
    </message>
    <message>
        <source>the ruleset has no option {option}</source>
        <translation>規則集中沒有選項 {option}</translation>
    </message>
    <message>
        <source>option {option}: {why}</source>
        <translation>選項 {option}：{why}</translation>
    </message>
    <message>
        <source>no token has side &apos;{side}&apos;</source>
        <translation>沒有標記屬於陣營「{side}」</translation>
    </message>
    <message>
        <source>the entry of side &apos;{side}&apos; names side &apos;{entry}&apos;</source>
        <translation>陣營「{side}」的條目寫的是陣營「{entry}」</translation>
    </message>
    <message>
        <source>side &apos;{side}&apos; cannot be played by &apos;{played_by}&apos;</source>
        <translation>陣營「{side}」不能由「{played_by}」操作</translation>
    </message>
    <message>
        <source>side &apos;{side}&apos; cannot fight &apos;{temperament}&apos;</source>
        <translation>陣營「{side}」不能以「{temperament}」風格作戰</translation>
    </message>
    <message>
        <source>choose at least one side</source>
        <translation>請至少選擇一個陣營</translation>
    </message>
    <message>
        <source>the journal does not replay to the battle in the file (edited by hand?): opened as the file holds it</source>
        <translation>日誌重播後與檔案中的戰鬥不一致（是否手動編輯過？）：按檔案中的戰鬥開啟</translation>
    </message>
    <message>
        <source>those two cells do not share an edge</source>
        <translation>這兩個格子沒有共同邊</translation>
    </message>
    <message>
        <source>only outside its own turn ({active} acts now)</source>
        <translation>只能在自己的回合之外進行（現在是{active}行動）</translation>
    </message>
    <message>
        <source>only while {values}, not {posture}</source>
        <translation>只能在{values}姿勢時進行，而不是{posture}</translation>
    </message>
    <message>
        <source>not while {posture}</source>
        <translation>處於{posture}姿勢時不能進行</translation>
    </message>
    <message>
        <source>only while {values}</source>
        <translation>只能在{values}狀態時進行</translation>
    </message>
    <message>
        <source>not while {conditions}</source>
        <translation>處於{conditions}狀態時不能進行</translation>
    </message>
    <message>
        <source>needs a ready weapon ({kinds})</source>
        <translation>需要一件準備好的武器（{kinds}）</translation>
    </message>
    <message>
        <source>needs a ready melee weapon</source>
        <translation>需要一件準備好的近戰武器</translation>
    </message>
    <message>
        <source>needs a ready ranged weapon</source>
        <translation>需要一件準備好的遠程武器</translation>
    </message>
    <message>
        <source>every weapon is already ready</source>
        <translation>所有武器都已準備好</translation>
    </message>
    <message>
        <source>no enemy is close enough to engage</source>
        <translation>沒有敵人近到可以交戰</translation>
    </message>
    <message>
        <source>not while engaged by {enemies}</source>
        <translation>與{enemies}交戰時不能進行</translation>
    </message>
    <message>
        <source>needs an ally next to it</source>
        <translation>需要旁邊有一名盟友</translation>
    </message>
    <message>
        <source>not while {condition}</source>
        <translation>處於{condition}狀態時不能進行</translation>
    </message>
    <message>
        <source>only after taking aim</source>
        <translation>只能在瞄準之後進行</translation>
    </message>
    <message>
        <source>only while grappling someone</source>
        <translation>只能在擒抱某人時進行</translation>
    </message>
    <message>
        <source>not while holding {holds}</source>
        <translation>擒抱著{holds}時不能進行</translation>
    </message>
    <message>
        <source>not while on overwatch</source>
        <translation>戒備射擊時不能進行</translation>
    </message>
    <message>
        <source>the target is too large: {size} is more than {limit} size larger</source>
        <translation>目標太大：{size} 比它大了不止 {limit} 個體型</translation>
    </message>
    <message>
        <source>{weapon} is not a light weapon</source>
        <translation>{weapon} 不是輕型武器</translation>
    </message>
    <message>
        <source>the token is not holding {target}</source>
        <translation>標記沒有擒抱{target}</translation>
    </message>
    <message>
        <source>{target} is not the one holding this token</source>
        <translation>{target}並沒有擒抱這個標記</translation>
    </message>
    <message>
        <source>{count} are too few for a volley</source>
        <translation>{count} 人太少，無法齊射</translation>
    </message>
    <message>
        <source>only in the turn the grapple began</source>
        <translation>只能在開始擒抱的那一回合進行</translation>
    </message>
    <message>
        <source>{weapon} is a natural weapon and cannot be dropped</source>
        <translation>{weapon} 是天生武器，不能丟下</translation>
    </message>
    <message>
        <source>{item} is not a light item the held token carries</source>
        <translation>{item} 不是被擒抱標記身上的輕型物品</translation>
    </message>
    <message>
        <source>{target} is not helpless</source>
        <translation>{target}並非無助</translation>
    </message>
    <message>
        <source>{target} is not in the same square</source>
        <translation>{target}不在同一格</translation>
    </message>
    <message>
        <source>no melee weapon {weapon} to arm with</source>
        <translation>沒有可用來武裝的近戰武器 {weapon}</translation>
    </message>
    <message>
        <source>{purpose} is not one of {known}</source>
        <translation>{purpose} 不在 {known} 之中</translation>
    </message>
    <message>
        <source>someone stands in the doorway at {at}</source>
        <translation>{at} 的門口站著人</translation>
    </message>
    <message>
        <source>the door at {at} is out of reach</source>
        <translation>{at} 的門搆不著</translation>
    </message>
    <message>
        <source>there is no open door at {at}</source>
        <translation>{at} 沒有開著的門</translation>
    </message>
    <message>
        <source>{target} carries no item to attack</source>
        <translation>{target}身上沒有可攻擊的物品</translation>
    </message>
    <message>
        <source>there is no item {item} (carried: {items})</source>
        <translation>沒有物品 {item}（攜帶的：{items}）</translation>
    </message>
    <message>
        <source>{weapon} is not loaded: reload it first</source>
        <translation>{weapon} 沒有裝填：請先裝填</translation>
    </message>
    <message>
        <source>too many further targets: {named} named, at most {most}</source>
        <translation>額外目標太多：指定了 {named} 個，最多 {most} 個</translation>
    </message>
    <message>
        <source>{weapon} must be reloaded between shots</source>
        <translation>{weapon} 每次射擊之間都要重新裝填</translation>
    </message>
    <message>
        <source>{target} is named twice</source>
        <translation>{target}被指定了兩次</translation>
    </message>
    <message>
        <source>a charge moves at least {need} squares, not {squares}</source>
        <translation>衝鋒至少要移動 {need} 格，而不是 {squares} 格</translation>
    </message>
    <message>
        <source>a charge goes in a straight line</source>
        <translation>衝鋒必須走直線</translation>
    </message>
    <message>
        <source>the charge does not end where it can attack the target</source>
        <translation>衝鋒的終點無法攻擊目標</translation>
    </message>
    <message>
        <source>the charge must stop at {at}, the first square to attack from</source>
        <translation>衝鋒必須停在 {at}，即第一個可以發動攻擊的格子</translation>
    </message>
    <message>
        <source>the charge cannot end in an occupied square</source>
        <translation>衝鋒不能停在有人的格子裡</translation>
    </message>
    <message>
        <source>only an object token has a load</source>
        <translation>只有物件標記才有載重</translation>
    </message>
    <message>
        <source>the load must be a number, not &apos;{load}&apos;</source>
        <translation>載重必須是數字，而不是「{load}」</translation>
    </message>
    <message>
        <source>the load cannot be negative ({load})</source>
        <translation>載重不能為負數（{load}）</translation>
    </message>
    <message>
        <source>effective skill {skill} is below 3: no attack is possible</source>
        <translation>有效技能 {skill} 低於 3：無法攻擊</translation>
    </message>
    <message>
        <source>{weapon} is not loaded: {done} of {readies} Readies of reloading done</source>
        <translation>{weapon} 沒有裝填：重新裝填已完成 {done}/{readies} 次準備</translation>
    </message>
    <message>
        <source>{weapon} is gripped for reach {grip}, the target is at {distance}</source>
        <translation>{weapon} 握持在觸及 {grip}，目標在 {distance}</translation>
    </message>
    <message>
        <source>{weapon} fires {rof} shots: suppression needs RoF 5 or more</source>
        <translation>{weapon} 射速為 {rof}：壓制射擊需要射速 5 以上</translation>
    </message>
    <message>
        <source>a feint needs a melee weapon, not {weapon}</source>
        <translation>佯攻需要近戰武器，而不是 {weapon}</translation>
    </message>
    <message>
        <source>crawling, it reaches only close combat, not {distance}</source>
        <translation>匍匐時只能觸及近身，而不是 {distance}</translation>
    </message>
    <message>
        <source>an All-Out Attack moves at most half Move ({half_move}), not {moved}</source>
        <translation>全力攻擊最多移動半個移動力（{half_move}），而不是 {moved}</translation>
    </message>
    <message>
        <source>an All-Out Attack turns only by moving forward</source>
        <translation>全力攻擊只能藉向前移動來轉向</translation>
    </message>
    <message>
        <source>facing {face} is not one of {allowed}</source>
        <translation>朝向 {face} 不在 {allowed} 之中</translation>
    </message>
    <message>
        <source>choose a facing: {allowed}</source>
        <translation>請選擇朝向：{allowed}</translation>
    </message>
    <message>
        <source>{maneuver} allows no turn ({hex_sides} hex sides asked)</source>
        <translation>{maneuver} 不允許轉向（要求轉 {hex_sides} 個六角格面）</translation>
    </message>
    <message>
        <source>turning {hex_sides} hex sides costs {cost} movement ({free} free), only {left} left</source>
        <translation>轉 {hex_sides} 個六角格面要花 {cost} 移動力（免費 {free}），只剩 {left}</translation>
    </message>
    <message>
        <source>already turned {hex_sides} hex sides: {maneuver} allows no movement</source>
        <translation>已經轉了 {hex_sides} 個六角格面：{maneuver} 不允許移動</translation>
    </message>
    <message>
        <source>stunned: only Do Nothing or a defence, not {action}</source>
        <translation>震懾中：只能什麼都不做或防禦，不能 {action}</translation>
    </message>
    <message>
        <source>lost its balance: only a retreating defence, not {action}</source>
        <translation>失去平衡：只能後退防禦，不能 {action}</translation>
    </message>
    <message>
        <source>no Wait is armed</source>
        <translation>沒有設定等待</translation>
    </message>
    <message>
        <source>a free crouch only at the start of the turn</source>
        <translation>免費蹲下只能在回合開始時進行</translation>
    </message>
    <message>
        <source>to pick up from the ground it must be {postures}, not {posture}</source>
        <translation>要從地上撿起東西必須處於{postures}，而不是{posture}</translation>
    </message>
    <message>
        <source>not forward: step {step} turns away from facing {facing}</source>
        <translation>不是向前：第 {step} 步偏離了朝向 {facing}</translation>
    </message>
    <message>
        <source>readying {item} takes {turns} turns: use {use}</source>
        <translation>準備 {item} 需要 {turns} 回合：請用 {use}</translation>
    </message>
    <message>
        <source>{item} is broken</source>
        <translation>{item} 已損壞</translation>
    </message>
    <message>
        <source>the arm holding {item} is strained</source>
        <translation>拿著 {item} 的手臂已拉傷</translation>
    </message>
    <message>
        <source>{item} lies on the {source}: use {use}</source>
        <translation>{item} 在{source}上：請用 {use}</translation>
    </message>
    <message>
        <source>it must stand still this turn to take {item} from the {source}</source>
        <translation>本回合必須站著不動，才能從{source}拿取 {item}</translation>
    </message>
    <message>
        <source>{item} is out of reach</source>
        <translation>{item} 搆不著</translation>
    </message>
    <message>
        <source>it must kneel, crawl, sit or lie to take {item} from the {source}</source>
        <translation>必須跪、爬、坐或躺下，才能從{source}拿取 {item}</translation>
    </message>
    <message>
        <source>{item} is kept at an unknown place</source>
        <translation>{item} 放在未知的地方</translation>
    </message>
    <message>
        <source>{giver} must hold out {item} first</source>
        <translation>{giver}必須先遞出 {item}</translation>
    </message>
    <message>
        <source>one item per hand-over</source>
        <translation>每次交接只能一件物品</translation>
    </message>
    <message>
        <source>both must stand still: {who} has moved</source>
        <translation>雙方都必須站著不動：{who}已經移動過</translation>
    </message>
    <message>
        <source>the giver does not carry {item}</source>
        <translation>給予者沒有攜帶 {item}</translation>
    </message>
    <message>
        <source>the token already carries {item}</source>
        <translation>標記已經攜帶 {item}</translation>
    </message>
    <message>
        <source>no ready weapon has a grip to change</source>
        <translation>沒有可以改變握法的已準備武器</translation>
    </message>
    <message>
        <source>reach {reach} is not one of {allowed}</source>
        <translation>觸及 {reach} 不在 {allowed} 之中</translation>
    </message>
    <message>
        <source>{weapon} changes grip from {grip} to {reach} in {readies} Readies, one per Ready</source>
        <translation>{weapon} 從 {grip} 改握到 {reach} 需要 {readies} 次準備，每次準備一步</translation>
    </message>
    <message>
        <source>the token has no Fast-Draw skill</source>
        <translation>標記沒有快速拔出技能</translation>
    </message>
    <message>
        <source>Fast-Draw of {item} failed: use Ready</source>
        <translation>快速拔出 {item} 失敗：請用準備</translation>
    </message>
    <message>
        <source>Fast-Draw only from the person, not {item} put down</source>
        <translation>快速拔出只能從身上拔，不能拔放下的 {item}</translation>
    </message>
    <message>
        <source>the weight must be a positive number, not &apos;{weight}&apos;</source>
        <translation>重量必須是正數，而不是「{weight}」</translation>
    </message>
    <message>
        <source>hands must be one of {allowed}, not {hands}</source>
        <translation>手數必須是 {allowed} 之一，而不是 {hands}</translation>
    </message>
    <message>
        <source>{weight} lb is too heavy for one hand: at most {most} lb (2 x Basic Lift {basic_lift})</source>
        <translation>{weight} 磅對單手來說太重：最多 {most} 磅（2 × 基本負重 {basic_lift}）</translation>
    </message>
    <message>
        <source>{weight} lb is too heavy: at most {most} lb (8 x Basic Lift {basic_lift})</source>
        <translation>{weight} 磅太重：最多 {most} 磅（8 × 基本負重 {basic_lift}）</translation>
    </message>
    <message>
        <source>{task} is not one of {allowed}</source>
        <translation>{task} 不在 {allowed} 之中</translation>
    </message>
    <message>
        <source>{stat} is not one of {allowed}</source>
        <translation>{stat} 不在 {allowed} 之中</translation>
    </message>
    <message>
        <source>hurry {task} only when it begins</source>
        <translation>只能在 {task} 開始時趕工</translation>
    </message>
    <message>
        <source>{token} has already retreated this turn</source>
        <translation>{token}本回合已經後退過</translation>
    </message>
    <message>
        <source>choose the hex {token} retreats into</source>
        <translation>請選擇{token}後退進入的六角格</translation>
    </message>
    <message>
        <source>hex {hex} is not a step away from {token}</source>
        <translation>六角格 {hex} 不是離開{token}的一步</translation>
    </message>
    <message>
        <source>&apos;{hex}&apos; is not a hex: write column,row</source>
        <translation>「{hex}」不是六角格：請寫成 欄,列</translation>
    </message>
    <message>
        <source>shots must be {least} to {most}, not {shots}</source>
        <translation>射擊次數必須在 {least} 到 {most} 之間，而不是 {shots}</translation>
    </message>
    <message>
        <source>the suppressed zone cannot start in its own hex</source>
        <translation>壓制區域不能從自己所在的六角格開始</translation>
    </message>
    <message>
        <source>the second hex {beside} is not beside the first</source>
        <translation>第二個六角格 {beside} 不在第一個旁邊</translation>
    </message>
    <message>
        <source>the zone is {distance} away, the weapon reaches {range}</source>
        <translation>區域在 {distance} 外，武器射程為 {range}</translation>
    </message>
    <message>
        <source>enters a suppressed zone (skill {skill}, {chance} to be hit)</source>
        <translation>進入壓制區域（技能 {skill}，被命中機率 {chance}）</translation>
    </message>
    <message>
        <source>the Wait plan &apos;{then}&apos; is not one of {allowed}</source>
        <translation>等待計畫「{then}」不在 {allowed} 之中</translation>
    </message>
    <message>
        <source>{maneuver} after a Wait moves at most {step}, not {moved}</source>
        <translation>等待之後的 {maneuver} 最多移動 {step}，而不是 {moved}</translation>
    </message>
    <message>
        <source>the score must be a whole number, not &apos;{score}&apos;</source>
        <translation>分數必須是整數，而不是「{score}」</translation>
    </message>
    <message>
        <source>a delay must go below the initiative score {rk}, not to {score}</source>
        <translation>延後必須低於先攻值 {rk}，而不是到 {score}</translation>
    </message>
    <message>
        <source>delay only before spending any AP this turn</source>
        <translation>只能在本回合花費任何行動點之前延後</translation>
    </message>
    <message>
        <source>one Overwatch a round: another is already used</source>
        <translation>每輪只能一次戒備射擊：另一種已經用過</translation>
    </message>
    <message>
        <source>no running while climbing: at most {limit} squares, not {squares}</source>
        <translation>攀爬時不能奔跑：最多 {limit} 格，而不是 {squares} 格</translation>
    </message>
    <message>
        <source>a burst fires {min} to {max} shots, not {shots}</source>
        <translation>連發射擊 {min} 到 {max} 發，而不是 {shots} 發</translation>
    </message>
    <message>
        <source>the shots must be a whole number, not &apos;{shots}&apos;</source>
        <translation>射擊次數必須是整數，而不是「{shots}」</translation>
    </message>
    <message>
        <source>{weapon} takes no ammunition to reload</source>
        <translation>{weapon} 不用彈藥，無需裝填</translation>
    </message>
    <message>
        <source>reload at least one round into {weapon}</source>
        <translation>至少往 {weapon} 裝填一發</translation>
    </message>
    <message>
        <source>no free hand for {item}: holding {holding}</source>
        <translation>沒有空手拿 {item}：手裡拿著 {holding}</translation>
    </message>
    <message>
        <source>both hands must be free, not holding {holding}</source>
        <translation>雙手必須空著，不能拿著 {holding}</translation>
    </message>
    <message>
        <source>{weapon} is not a weapon to set up</source>
        <translation>{weapon} 不是可以架設的武器</translation>
    </message>
    <message>
        <source>{by} already has a weapon set up at {at}</source>
        <translation>{by}已經在 {at} 架設了武器</translation>
    </message>
    <message>
        <source>no weapon is set up at {at}</source>
        <translation>{at} 沒有架設的武器</translation>
    </message>
    <message>
        <source>no Overwatch is declared on line {line}</source>
        <translation>第 {line} 條線上沒有宣告戒備射擊</translation>
    </message>
    <message>
        <source>needs two ready weapons of the same type</source>
        <translation>需要兩件同類型的已準備武器</translation>
    </message>
    <message>
        <source>the mode &apos;{mode}&apos; is not one of {modes}</source>
        <translation>模式「{mode}」不在 {modes} 之中</translation>
    </message>
    <message>
        <source>set the option {option} first</source>
        <translation>請先設定選項 {option}</translation>
    </message>
    <message>
        <source>the second line&apos;s cell {at} is off the map or its own</source>
        <translation>第二條線的格子 {at} 在地圖之外或是自己所在格</translation>
    </message>
    <message>
        <source>the second line at {at} points the same way as the first</source>
        <translation>位於 {at} 的第二條線與第一條方向相同</translation>
    </message>
    <message>
        <source>{target} has thrown nothing</source>
        <translation>{target}沒有投擲任何東西</translation>
    </message>
    <message>
        <source>the thrown item crossed no line {watcher} watches</source>
        <translation>投擲物沒有穿過{watcher}戒備的任何一條線</translation>
    </message>
    <message>
        <source>a thrown item crosses overwatch line {line} at {at}</source>
        <translation>投擲物在 {at} 穿過戒備射擊線 {line}</translation>
    </message>
    <message>
        <source>{action} inside overwatch line {line}</source>
        <translation>在戒備射擊線 {line} 內 {action}</translation>
    </message>
    <message>
        <source>{target} must be next to it</source>
        <translation>{target}必須在它旁邊</translation>
    </message>
    <message>
        <source>{target} is not {condition}</source>
        <translation>{target}並不處於{condition}狀態</translation>
    </message>
    <message>
        <source>{target} is not comatose</source>
        <translation>{target}沒有昏迷</translation>
    </message>
    <message>
        <source>{target} is not knocked down</source>
        <translation>{target}沒有被擊倒</translation>
    </message>
    <message>
        <source>choose a cell on the map first</source>
        <translation>請先在地圖上選擇一個格子</translation>
    </message>
    <message>
        <source>a long jump goes in a straight line, not to {at}</source>
        <translation>跳遠必須走直線，不能跳到 {at}</translation>
    </message>
    <message>
        <source>a long jump covers {min} to {max} ft, not {feet}</source>
        <translation>跳遠距離為 {min} 到 {max} 英尺，而不是 {feet}</translation>
    </message>
    <message>
        <source>{at} is too far to place a mine</source>
        <translation>{at} 太遠，無法放置地雷</translation>
    </message>
    <message>
        <source>the door at {at} opens by itself on a motion sensor</source>
        <translation>{at} 的門由動作感應器自動開啟</translation>
    </message>
    <message>
        <source>nothing at {at} to interact with</source>
        <translation>{at} 沒有可以互動的東西</translation>
    </message>
    <message>
        <source>a {size} token squeezes through for {extra_ap} AP more: use {use}</source>
        <translation>{size} 體型的標記擠過去要多花 {extra_ap} 行動點：請用 {use}</translation>
    </message>
    <message>
        <source>only for a {size} token, not {actual}</source>
        <translation>只適用於 {size} 體型的標記，而不是 {actual}</translation>
    </message>
    <message>
        <source>{at} is not next to the token</source>
        <translation>{at} 不在標記旁邊</translation>
    </message>
    <message>
        <source>only while sneaking</source>
        <translation>只能在潛行時進行</translation>
    </message>
    <message>
        <source>{target} is aware of the thief</source>
        <translation>{target}察覺到了小偷</translation>
    </message>
    <message>
        <source>seen by {by}</source>
        <translation>被{by}看見</translation>
    </message>
    <message>
        <source>its position is obvious to {by}</source>
        <translation>它的位置對{by}一目了然</translation>
    </message>
    <message>
        <source>nobody saw {attacker}&apos;s sneak attack on {target} coming</source>
        <translation>沒有人察覺到{attacker}對{target}的偷襲</translation>
    </message>
    <message>
        <source>no dice to roll</source>
        <translation>沒有可擲的骰子</translation>
    </message>
    <message>
        <source>only at Engaged range, not {band}</source>
        <translation>只能在貼身距離進行，而不是{band}</translation>
    </message>
    <message>
        <source>the token is not grappling {target}</source>
        <translation>標記沒有擒抱{target}</translation>
    </message>
    <message>
        <source>{target} is not grappling this token</source>
        <translation>{target}沒有擒抱這個標記</translation>
    </message>
    <message>
        <source>{weapon} cannot fire full auto</source>
        <translation>{weapon} 不能全自動射擊</translation>
    </message>
    <message>
        <source>{weapon} is not prepared: prepare it first</source>
        <translation>{weapon} 沒有準備好：請先準備</translation>
    </message>
    <message>
        <source>{weapon} is not cocked: cock it first</source>
        <translation>{weapon} 沒有上弦：請先上弦</translation>
    </message>
    <message>
        <source>the token is not on overwatch</source>
        <translation>標記沒有在戒備射擊</translation>
    </message>
    <message>
        <source>{target} is outside the overwatch</source>
        <translation>{target}在戒備射擊範圍之外</translation>
    </message>
    <message>
        <source>at most {most} can help</source>
        <translation>最多 {most} 人可以協助</translation>
    </message>
    <message>
        <source>the help already given is {given}, not {offered}</source>
        <translation>已提供的協助是{given}，而不是{offered}</translation>
    </message>
    <message>
        <source>{by} stands in the way in a cramped zone</source>
        <translation>在狹窄區域裡{by}擋在中間</translation>
    </message>
    <message>
        <source>no passing {by} at {at} in a cramped zone</source>
        <translation>在狹窄區域裡不能從 {at} 的{by}身邊穿過</translation>
    </message>
    <message>
        <source>cannot shoot through the dark zone {zone}</source>
        <translation>不能穿過黑暗區域{zone}射擊</translation>
    </message>
    <message>
        <source>the door at {at} is open only to those beside it</source>
        <translation>{at} 的門只對站在旁邊的人敞開</translation>
    </message>
    <message>
        <source>the door at {at} is locked</source>
        <translation>{at} 的門鎖著</translation>
    </message>
    <message>
        <source>the door at {at} is not locked</source>
        <translation>{at} 的門沒有鎖</translation>
    </message>
    <message>
        <source>parrying a {against} needs a sturdy item</source>
        <translation>招架{against}需要堅固的物品</translation>
    </message>
    <message>
        <source>{target} is not in the zone of {first}</source>
        <translation>{target}不在{first}所在的區域</translation>
    </message>
    <message>
        <source>extra hits from ammo dice are off</source>
        <translation>彈藥骰的額外命中已關閉</translation>
    </message>
    <message>
        <source>extra hits need ammo dice</source>
        <translation>額外命中需要彈藥骰</translation>
    </message>
    <message>
        <source>{action} under overwatch</source>
        <translation>在戒備射擊下{action}</translation>
    </message>
    <message>
        <source>{action} against an overwatch</source>
        <translation>{action}對抗戒備射擊</translation>
    </message>
    <message>
        <source>{skill} is not one of {known}</source>
        <translation>{skill} 不在 {known} 之中</translation>
    </message>
    <message>
        <source>the gear bonus must be a whole number, not &apos;{bonus}&apos;</source>
        <translation>裝備加值必須是整數，而不是「{bonus}」</translation>
    </message>
    <message>
        <source>the stress must be a whole number, not &apos;{stress}&apos;</source>
        <translation>壓力必須是整數，而不是「{stress}」</translation>
    </message>
    <message>
        <source>{target} is not broken</source>
        <translation>{target}沒有崩潰</translation>
    </message>
    <message>
        <source>there is no cover at {at}</source>
        <translation>{at} 沒有掩護</translation>
    </message>
    <message>
        <source>only after moving this round</source>
        <translation>只能在本輪移動之後進行</translation>
    </message>
    <message>
        <source>the position must be a whole number, not &apos;{position}&apos;</source>
        <translation>位置必須是整數，而不是「{position}」</translation>
    </message>
    <message>
        <source>the target cannot hear at {band} range</source>
        <translation>目標在{band}距離聽不見</translation>
    </message>
    <message>
        <source>{token} is broken and cannot act</source>
        <translation>{token}已崩潰，無法行動</translation>
    </message>
    <message>
        <source>{token} has already swapped cards this round</source>
        <translation>{token}本輪已經換過卡牌</translation>
    </message>
    <message>
        <source>both need an initiative card</source>
        <translation>雙方都需要一張先攻卡牌</translation>
    </message>
    <message>
        <source>initiative is dealt already (card {card})</source>
        <translation>先攻已經發牌（卡牌 {card}）</translation>
    </message>
    <message>
        <source>card &apos;{card}&apos; is not between 1 and {cards}</source>
        <translation>卡牌「{card}」不在 1 到 {cards} 之間</translation>
    </message>
    <message>
        <source>only after a successful sneak</source>
        <translation>只能在潛行成功之後進行</translation>
    </message>
    <message>
        <source>the sneak was at {target}</source>
        <translation>潛行的對象是{target}</translation>
    </message>
    <message>
        <source>name at least one enemy as victim</source>
        <translation>至少指定一名敵人作為受害者</translation>
    </message>
    <message>
        <source>{target} is not a vehicle</source>
        <translation>{target}不是載具</translation>
    </message>
    <message>
        <source>already aboard {vehicle}</source>
        <translation>已經在{vehicle}上</translation>
    </message>
    <message>
        <source>no seat is free (of {seats})</source>
        <translation>沒有空座位（共 {seats} 個）</translation>
    </message>
    <message>
        <source>the token is not aboard a vehicle</source>
        <translation>標記不在載具上</translation>
    </message>
    <message>
        <source>{at} is not next to the vehicle</source>
        <translation>{at} 不在載具旁邊</translation>
    </message>
    <message>
        <source>the way is blocked at {at}</source>
        <translation>{at} 的路被擋住了</translation>
    </message>
    <message>
        <source>the engine is already running</source>
        <translation>引擎已經在運轉</translation>
    </message>
    <message>
        <source>already driving</source>
        <translation>已經在駕駛</translation>
    </message>
    <message>
        <source>only the driver can drive</source>
        <translation>只有駕駛員才能駕駛</translation>
    </message>
    <message>
        <source>the engine is off: start it first</source>
        <translation>引擎已熄火：請先發動</translation>
    </message>
    <message>
        <source>{at} is beyond the speed {speed}</source>
        <translation>{at} 超出速度 {speed} 的範圍</translation>
    </message>
    <message>
        <source>aboard {vehicle}: it moves with the vehicle</source>
        <translation>在{vehicle}上：隨載具移動</translation>
    </message>
    <message>
        <source>a vehicle moves only by a drive</source>
        <translation>載具只能透過駕駛移動</translation>
    </message>
    <message>
        <source>{action} provokes a reaction</source>
        <translation>{action} 引發了反應</translation>
    </message>
    <message>
        <source>nothing it carries takes ammunition to reload</source>
        <extracomment>A reason whose parameter is unset (a menu asks before anything is chosen): its sentence without it.</extracomment>
        <translation>身上沒有需要裝填彈藥的東西</translation>
    </message>
    <message>
        <source>{weapon} cannot reach the target: it is {distance} {unit} away</source>
        <translation>{weapon}搆不到目標：目標在 {distance} {unit} 之外</translation>
    </message>
    <message>
        <source>no weapon to set up</source>
        <translation>沒有可架設的武器</translation>
    </message>
    <message>
        <source>the weight must be a positive number</source>
        <translation>重量必須是正數</translation>
    </message>
    <message>
        <source>standard actions</source>
        <extracomment>Words the engine passes as `kind` (budget_exceeded) and `scope` (limit_reached).</extracomment>
        <translation>標準動作</translation>
    </message>
    <message>
        <source>move actions</source>
        <translation>移動動作</translation>
    </message>
    <message>
        <source>swift actions</source>
        <translation>迅捷動作</translation>
    </message>
    <message>
        <source>full-round actions</source>
        <translation>整輪動作</translation>
    </message>
    <message>
        <source>slow actions</source>
        <translation>慢速動作</translation>
    </message>
    <message>
        <source>fast actions</source>
        <translation>快速動作</translation>
    </message>
    <message>
        <source>actions</source>
        <translation>動作</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>行動點</translation>
    </message>
    <message>
        <source>AP of the next turn</source>
        <translation>下一回合的行動點</translation>
    </message>
    <message>
        <source>maneuvers</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>reactions</source>
        <translation>反應</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>round</source>
        <translation>輪</translation>
    </message>
    <message>
        <source>Opportunity attack</source>
        <extracomment>Reaction kinds, as the path markers name them.</extracomment>
        <translation>藉機攻擊</translation>
    </message>
    <message>
        <source>Free attack</source>
        <translation>自由攻擊</translation>
    </message>
    <message>
        <source>Overwatch</source>
        <translation>戒備射擊</translation>
    </message>
    <message>
        <source>Held action</source>
        <translation>等待行動</translation>
    </message>
    <message>
        <source>leaving their square</source>
        <extracomment>Reaction trigger codes, as the path markers explain them.</extracomment>
        <translation>離開其所在格</translation>
    </message>
    <message>
        <source>entering their square</source>
        <translation>進入其所在格</translation>
    </message>
    <message>
        <source>leaving a threatened square</source>
        <translation>離開受威脅的格子</translation>
    </message>
    <message>
        <source>leaving an engagement</source>
        <translation>脫離交戰</translation>
    </message>
    <message>
        <source>entering their reach</source>
        <translation>進入其觸及範圍</translation>
    </message>
    <message>
        <source>leaving their reach</source>
        <translation>離開其觸及範圍</translation>
    </message>
    <message>
        <source>moving within their reach</source>
        <translation>在其觸及範圍內移動</translation>
    </message>
    <message>
        <source>entering the line of fire</source>
        <translation>進入火線</translation>
    </message>
    <message>
        <source>crossing the line of fire</source>
        <translation>穿過火線</translation>
    </message>
    <message>
        <source>moving inside the line of fire</source>
        <translation>在火線內移動</translation>
    </message>
    <message>
        <source>entering a suppressed zone</source>
        <translation>進入壓制區域</translation>
    </message>
    <message>
        <source>throwing an item across the line of fire</source>
        <translation>把物品投過火線</translation>
    </message>
    <message>
        <source>acting inside the line of fire</source>
        <translation>在火線內行動</translation>
    </message>
    <message>
        <source>acting under their overwatch</source>
        <translation>在其戒備射擊下行動</translation>
    </message>
    <message>
        <source>acting against their overwatch</source>
        <translation>對抗其戒備射擊而行動</translation>
    </message>
    <message>
        <source>an action that provokes</source>
        <translation>引發反應的行動</translation>
    </message>
    <message>
        <source>{what} by {who} ({why}, step {step})</source>
        <translation>{who}的{what}（{why}，第 {step} 步）</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Recover unsaved work?</source>
        <translation>恢復未儲存的進度？</translation>
    </message>
    <message>
        <source>a battle never saved</source>
        <translation>從未儲存的戰鬥</translation>
    </message>
    <message>
        <source>Battlemap was closed before {name} was saved.</source>
        <translation>Battlemap 在儲存「{name}」之前被關閉了。</translation>
    </message>
    <message>
        <source>An autosave from {when} holds work that {where} does not. Recover it, discard it, or keep both (the recovered battle is saved as a copy beside the file).</source>
        <translation>{when} 的自動儲存包含 {where} 中沒有的進度。可以恢復、捨棄，或兩者都保留（恢復的戰鬥另存為檔案旁的副本）。</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>恢復(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>捨棄(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keep Both</source>
        <translation>兩者都保留(&amp;K)</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>無法恢復</translation>
    </message>
</context>
<context>
    <name>ReplayDock</name>
    <message>
        <source>Replay</source>
        <extracomment>The user asked to leave replay (the Leave button or the dock&apos;s close button).</extracomment>
        <translation>重播</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>後退一步</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前進一步</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>最後一步</translation>
    </message>
    <message>
        <source>&amp;Leave Replay</source>
        <translation>退出重播(&amp;L)</translation>
    </message>
    <message>
        <source>the start of the journal</source>
        <translation>日誌開頭</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: {what}</source>
        <translation>第 {step} 步，共 {steps} 步：{what}</translation>
    </message>
</context>
<context>
    <name>Rolls</name>
    <message>
        <source>{n} dice</source>
        <translation>{n}顆骰</translation>
    </message>
    <message>
        <source>{n} dice vs {parry} parry dice</source>
        <translation>{n}顆骰對{parry}顆招架骰</translation>
    </message>
    <message>
        <source>; parry </source>
        <translation>；招架 </translation>
    </message>
    <message>
        <source>{pool} pushed</source>
        <translation>{pool}（強推）</translation>
    </message>
    <message>
        <source>sixes {n}</source>
        <translation>六點{n}個</translation>
    </message>
    <message>
        <source>cancelled {n}</source>
        <translation>抵銷{n}個</translation>
    </message>
</context>
<context>
    <name>RuleOptionChoices</name>
    <message>
        <source>adjacent</source>
        <extracomment>Every choice of a bundled option as the Rules Options list shows it outside English (context &quot;RuleOptionChoices&quot;); English shows the choice as the ruleset and its descriptions spell it.</extracomment>
        <translation>相鄰</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任何</translation>
    </message>
    <message>
        <source>any other</source>
        <translation>任何其他</translation>
    </message>
    <message>
        <source>at least one</source>
        <translation>至少一格</translation>
    </message>
    <message>
        <source>attribute and gear</source>
        <translation>屬性骰與裝備骰</translation>
    </message>
    <message>
        <source>bonus, then roll-off</source>
        <translation>先比加值，再擲骰</translation>
    </message>
    <message>
        <source>colossal</source>
        <translation>超巨型</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>計數</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>防守方</translation>
    </message>
    <message>
        <source>deflected</source>
        <translation>被彈開</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>密集</translation>
    </message>
    <message>
        <source>detonates</source>
        <translation>引爆</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>捨去</translation>
    </message>
    <message>
        <source>ends</source>
        <translation>結束</translation>
    </message>
    <message>
        <source>footprint</source>
        <translation>按佔據格數</translation>
    </message>
    <message>
        <source>forward steps</source>
        <translation>前進步</translation>
    </message>
    <message>
        <source>full-round action</source>
        <translation>整輪動作</translation>
    </message>
    <message>
        <source>gargantuan</source>
        <translation>巨型</translation>
    </message>
    <message>
        <source>the GM decides</source>
        <translation>由主持人決定</translation>
    </message>
    <message>
        <source>half</source>
        <translation>一半</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>保持</translation>
    </message>
    <message>
        <source>huge</source>
        <translation>超大型</translation>
    </message>
    <message>
        <source>inside only</source>
        <translation>僅限格內</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>保持</translation>
    </message>
    <message>
        <source>keep the order</source>
        <translation>保持順序</translation>
    </message>
    <message>
        <source>large</source>
        <translation>大型</translation>
    </message>
    <message>
        <source>line of fire</source>
        <translation>射線</translation>
    </message>
    <message>
        <source>last step</source>
        <translation>最後一步</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>失去</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中型</translation>
    </message>
    <message>
        <source>never</source>
        <translation>從不</translation>
    </message>
    <message>
        <source>next turn</source>
        <translation>下一回合</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>one</source>
        <translation>一個</translation>
    </message>
    <message>
        <source>pooled</source>
        <translation>合併</translation>
    </message>
    <message>
        <source>reroll</source>
        <translation>重擲</translation>
    </message>
    <message>
        <source>round up</source>
        <translation>無條件進位</translation>
    </message>
    <message>
        <source>as the source text</source>
        <translation>按原文</translation>
    </message>
    <message>
        <source>separate</source>
        <translation>分開</translation>
    </message>
    <message>
        <source>sensed</source>
        <translation>已察覺</translation>
    </message>
    <message>
        <source>sight</source>
        <translation>視線</translation>
    </message>
    <message>
        <source>sneaking</source>
        <translation>潛行中</translation>
    </message>
    <message>
        <source>space</source>
        <translation>按佔位</translation>
    </message>
    <message>
        <source>square</source>
        <translation>方格</translation>
    </message>
    <message>
        <source>step</source>
        <translation>逐級</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>本回合</translation>
    </message>
    <message>
        <source>unless broken</source>
        <translation>除非已崩潰</translation>
    </message>
    <message>
        <source>unless damaged</source>
        <translation>除非已受傷</translation>
    </message>
    <message>
        <source>volley</source>
        <translation>齊射</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>A switch&apos;s two values, as a description explains them (&quot;false: it goes to the inventory&quot;).</extracomment>
        <translation>開</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關</translation>
    </message>
</context>
<context>
    <name>RuleOptionDescriptions</name>
    <message>
        <source>&quot;-1 for one round&quot;: the penalty counts in the round it is inflicted and the next (2), so the target suffers it on its next turn; 1 = this round only.</source>
        <extracomment>Every option&apos;s description (context &quot;RuleOptionDescriptions&quot;).</extracomment>
        <translation>「1 輪內攻擊 -1」：減值在施加的當輪及下一輪都生效（2），因此目標在其下個回合仍會受到影響；1 = 僅限當輪。</translation>
    </message>
    <message>
        <source>&quot;Passes near it or crosses it&quot;: an enemy entering a square within this many squares of an Overwatch line (one the watcher sees) sets it off; 0: only the line itself.</source>
        <translation>「經過附近或穿過射線」：敵人進入距戒備射擊射線不超過這麼多格（且監視者看得到）的格子時觸發；0：只算射線本身。</translation>
    </message>
    <message>
        <source>A SPECIAL check succeeds on 1dN at most the stat plus its penalty (STR -2 to climb ...); skill checks are 1d100 at most the skill plus its penalty.</source>
        <translation>SPECIAL 檢定在 1dN 不高於該屬性加其減值時成功（攀爬為力量 -2……）；技能檢定為 1d100 不高於技能加其減值。</translation>
    </message>
    <message>
        <source>A hit whose d100 face is at most the attacker&apos;s Luck is a Critical Success (it cannot be taken for an ally).</source>
        <translation>命中時 d100 點數不高於攻擊者的幸運，即為大成功（不能替盟友擋下）。</translation>
    </message>
    <message>
        <source>A long action the table gives no time (the magic ritual) takes this many seconds when the GM gives the action none (its seconds); 0: counted aloud with no end until the GM gives it (R13: the GM decides how many turns).</source>
        <translation>表中未給出時長的長時間行動（魔法儀式）在 GM 未給該行動指定秒數（seconds）時需要這麼多秒；0：一直計數到 GM 指定為止（R13：由 GM 決定幾回合）。</translation>
    </message>
    <message>
        <source>A melee target with an action left this round parries without declaring it (the action is charged).</source>
        <translation>本輪仍有動作可用的近戰目標會自動格擋，無需宣告（會消耗該動作）。</translation>
    </message>
    <message>
        <source>A mine arming at the end of your turn with someone this close to its square goes off at once; 0: only someone on its square.</source>
        <translation>地雷在你的回合結束時布設，若此時有人距其所在格不超過此距離，立即引爆；0：只有人在該格上時才引爆。</translation>
    </message>
    <message>
        <source>A miss whose d100 face is at least this is a Critical Miss (it cannot be cancelled); 0: no Critical Miss.</source>
        <translation>未命中且 d100 點數不低於此值即為大失敗（不能取消攻擊）；0：沒有大失敗。</translation>
    </message>
    <message>
        <source>A token with this many physical conditions is broken (the 4th when it already has 3).</source>
        <translation>標記的身體狀態達到此數即崩潰（已有 3 個時獲得第 4 個）。</translation>
    </message>
    <message>
        <source>A wall with a door blocks sight even with the door open, unless the shooter or the target stands at the door peeking.</source>
        <translation>即使門開著，帶門的牆仍會阻擋視線，除非射擊者或目標站在門邊探頭。</translation>
    </message>
    <message>
        <source>As the seed reads: each ammo-die six is +1 damage or an extra hit (same target or same zone), named by the shot&apos;s option extra_hits; false: +1 damage only.</source>
        <translation>按原始規則的寫法：彈藥骰每個 6 可換 +1 傷害或一次額外命中（同一目標或同一區域），由射擊的選項 extra_hits 指定；false：只能 +1 傷害。</translation>
    </message>
    <message>
        <source>Attacking ends Stealth; Cancel attack restores it.</source>
        <translation>攻擊會解除潛行；取消攻擊可恢復潛行。</translation>
    </message>
    <message>
        <source>Attacks from a side hex are defended at -2, from the back hex not at all; a far hex on the line between two arcs counts in the better one.</source>
        <translation>來自側面六角格的攻擊防禦 -2，來自背後六角格的攻擊無法防禦；位於兩個弧區分界線上的遠處六角格按較有利的弧區計算。</translation>
    </message>
    <message>
        <source>Changing grip from reach 1 to 3 takes two Ready maneuvers (R10).</source>
        <translation>把握法從觸及 1 改為 3 需要兩次準備行動（R10）。</translation>
    </message>
    <message>
        <source>Comma-separated action ids: aiming and reloading provoke; add talents here.</source>
        <translation>以逗號分隔的動作 ID：瞄準和裝填會引發藉機攻擊；才能也可加在這裡。</translation>
    </message>
    <message>
        <source>Count every medium unit in the square, friend and foe, the unit itself included.</source>
        <translation>計算方格內所有中型單位，不分敵我，包括該單位自身。</translation>
    </message>
    <message>
        <source>Defend twice in a turn: -40 to attacks against you instead of -20.</source>
        <translation>一回合內防守兩次：針對你的攻擊 -40，而非 -20。</translation>
    </message>
    <message>
        <source>Each 1 on attribute dice after a push gives the roller one physical condition.</source>
        <translation>強推後屬性骰上的每個 1 都會讓擲骰者獲得一個身體狀態。</translation>
    </message>
    <message>
        <source>Each Suppression Fire roll uses the ordinary effective skill against that target capped at this, plus the Rapid Fire bonus (B409 [X]; reading).</source>
        <translation>每次壓制射擊擲骰使用針對該目標的一般有效技能，上限為此值，再加上速射加值（B409 [X]；解讀）。</translation>
    </message>
    <message>
        <source>Every defence is made retreating: Dodge +3, Parry and Block +1 (the GM&apos;s call per attack).</source>
        <translation>每次防禦都採用後撤：閃避 +3，招架和格擋 +1（每次攻擊由 GM 決定）。</translation>
    </message>
    <message>
        <source>Focus with 4 AP gives +20 (or ignores -20, or 6 DT).</source>
        <translation>花 4 行動點專注可獲得 +20（或無視 -20，或無視 6 點 DT）。</translation>
    </message>
    <message>
        <source>Hit chance added to an attack from Stealth on a target that has not Sensed you; 0: none.</source>
        <translation>在潛行狀態下攻擊未察覺你的目標時增加的命中率；0：無。</translation>
    </message>
    <message>
        <source>Hit chance an adjacent ally&apos;s Help gives (the seed does not size it).</source>
        <translation>相鄰盟友的協助提供的命中率（原始規則未規定數值）。</translation>
    </message>
    <message>
        <source>Hit chance lost by each attack of a dual overwatch (paired weapons on two lines); the seed names the dual-attack penalty without a number.</source>
        <translation>雙武器戒備射擊（兩把武器分守兩條線）每次攻擊損失的命中率；原始規則提到雙武器攻擊減值，但沒有給出數值。</translation>
    </message>
    <message>
        <source>Hit chance lost by each roll of a burst (the seed halves a burst penalty for a set-up weapon but never gives it); a set-up weapon in its cell takes half.</source>
        <translation>連發射擊每次擲骰損失的命中率（原始規則說架設的武器連發減值減半，卻從未給出該減值）；在架設格中的架設武器只受一半。</translation>
    </message>
    <message>
        <source>Largest hit chance shown and rolled (PnP: 95).</source>
        <translation>顯示和擲骰時命中率的最大值（PnP：95）。</translation>
    </message>
    <message>
        <source>Leaving a square next to an enemy with a ready melee weapon provokes an attack of opportunity.</source>
        <translation>離開持有已準備近戰武器的敵人旁邊的格子，會引發藉機攻擊。</translation>
    </message>
    <message>
        <source>Neither side of a hand-over may take the step a Ready allows (R4).</source>
        <translation>交接物品的雙方都不能進行準備行動所允許的那一步移動（R4）。</translation>
    </message>
    <message>
        <source>Non-medium units count by their space: Large 2, Small 0.5.</source>
        <translation>非中型單位按其佔位計算：大型 2，小型 0.5。</translation>
    </message>
    <message>
        <source>Off: the simplified rule, the defender takes 10 (d20 + AB &gt; defence + 10). On: the defender rolls d20 + defence; the attacker must be higher.</source>
        <translation>關閉：簡化規則，防禦方固定取 10（d20 + AB &gt; 防禦 + 10）。開啟：防禦方擲 d20 + 防禦，攻擊方必須高於此值。</translation>
    </message>
    <message>
        <source>Only a successful Sneak roll gives a Sneak Attack.</source>
        <translation>只有潛行檢定成功才能偷襲。</translation>
    </message>
    <message>
        <source>Picking up needs a free hand: a weapon picked up is held in it when it fits there; false: it goes into the inventory (Swap items readies it).</source>
        <translation>拾取需要一隻空手：拾起的武器拿得下就拿在手上；false：放進物品欄（用「交換物品」準備它）。</translation>
    </message>
    <message>
        <source>Short, Medium and Long upper limits in metres when no zones are drawn.</source>
        <translation>未繪製區域時，短程、中程、長程的上限（公尺）。</translation>
    </message>
    <message>
        <source>The 2nd and 3rd full-auto attacks may target a different zone.</source>
        <translation>第 2 次和第 3 次全自動攻擊可以指向另一個區域。</translation>
    </message>
    <message>
        <source>The SRD lists taking cover both with and without a Mobility roll.</source>
        <translation>SRD 中尋找掩護既有需要機動擲骰的寫法，也有不需要的寫法。</translation>
    </message>
    <message>
        <source>The condition a token gets when a hit leaves it at 0 HP or less.</source>
        <translation>標記被命中後 HP 降至 0 或以下時獲得的狀態。</translation>
    </message>
    <message>
        <source>The defender uses the better of Dodge and Parry against melee attacks.</source>
        <translation>面對近戰攻擊時，防禦方取閃避與擋格中較高者。</translation>
    </message>
    <message>
        <source>The odds and the roll give the target its best active defence whenever it may defend.</source>
        <translation>只要目標可以防禦，機率計算與擲骰都會為其採用最佳的主動防禦。</translation>
    </message>
    <message>
        <source>The seed leaves the Toughness column blank below Small.</source>
        <translation>原始規則中，小型以下體型的強韌調整一欄為空白。</translation>
    </message>
    <message>
        <source>The size whose Dodge column a 25 ft square takes when a miss is judged against it (gargantuan: Dodge 5 - 8 = -3).</source>
        <translation>判定未命中是否擊中 25 英尺方格時，該格採用哪個體型的閃避調整（gargantuan：閃避 5 - 8 = -3）。</translation>
    </message>
    <message>
        <source>The typical long actions table prints its row for lighting a candle, fuse or torch garbled; read as 2 seconds (RULES.md 1.5 rows 9-10).</source>
        <translation>典型長時間行動表中點燃蠟燭、引信或火把的那一列印刷錯亂；按 2 秒解讀（RULES.md 1.5 第 9-10 列）。</translation>
    </message>
    <message>
        <source>The variant: initiative cards are dealt afresh at the start of every round.</source>
        <translation>變體規則：每輪開始時重新抽取先攻卡牌。</translation>
    </message>
    <message>
        <source>There is no Run action: a single move of more than this many squares is running and ends Stealth; 0: never.</source>
        <translation>沒有單獨的奔跑動作：單次移動超過此格數即視為奔跑，並解除潛行；0：永不。</translation>
    </message>
    <message>
        <source>Unbalanced weapons stay ready when ST &gt;= 1.5 x the weapon&apos;s ST, rounded up (R11).</source>
        <translation>當力量 &gt;= 1.5 x 武器的力量需求（無條件進位）時，非平衡武器保持已準備狀態（R11）。</translation>
    </message>
    <message>
        <source>Width of the cone an overwatch covers in its chosen direction.</source>
        <translation>戒備射擊在所選方向上涵蓋的扇形寬度。</translation>
    </message>
    <message>
        <source>adjacent: an enemy within 5 ft knows where you are, so you cannot Sneak; gm: only sight is judged.</source>
        <translation>adjacent：5 英尺內的敵人知道你的位置，因此你無法潛行；gm：只判定視線。</translation>
    </message>
    <message>
        <source>at_least_one: half your speed but at least one square (half of 1.2 squares, 15 ft, still reaches the next 25 ft square); half: exactly half, a fraction buys no square.</source>
        <translation>at_least_one：速度減半，但至少一格（1.2 格的一半即 15 英尺，仍能進入相鄰的 25 英尺方格）；half：嚴格減半，不足一格的部分不算。</translation>
    </message>
    <message>
        <source>attribute_gear: 1s on attribute and gear dice stay; all: every 1 stays.</source>
        <translation>attribute_gear：屬性骰和裝備骰上的 1 保留不重擲；all：所有 1 都保留。</translation>
    </message>
    <message>
        <source>bonus_then_rolloff: the higher bonus acts first, then a d20 roll-off; keep_order: the map&apos;s token order.</source>
        <translation>bonus_then_rolloff：先攻加值高者先行動，仍相同則各擲 d20 決定；keep_order：依地圖上標記的順序。</translation>
    </message>
    <message>
        <source>defender: a tie lets the defender strike first (the roll must exceed); reroll: roll again.</source>
        <translation>defender：平手時防禦方先出手（擲骰必須超過才算贏）；reroll：重新擲骰。</translation>
    </message>
    <message>
        <source>dense: the square&apos;s crowd is already dense (13+ medium units); any_other: any unit but enemies stands there; never: units share squares.</source>
        <translation>dense：該格人群已達密集（13 個以上中型單位）；any_other：該格有敵人以外的任何單位；never：單位可共用方格。</translation>
    </message>
    <message>
        <source>detonates: the throw is taken back and an explosive goes off where it was hit (its damage within blast_radius); deflected: the throw is taken back, the item drops there; gm: only the hit is logged.</source>
        <translation>detonates：投擲作廢，爆裂物在被擊中處爆炸（在 blast_radius 內造成傷害）；deflected：投擲作廢，物品落在該處；gm：只記錄命中。</translation>
    </message>
    <message>
        <source>drop: 25 arrows are 2 volleys; round_up: 3.</source>
        <translation>drop：25 支箭算 2 次齊射；round_up：算 3 次。</translation>
    </message>
    <message>
        <source>footprint: squares covered on this map (every unit up to Gargantuan fills one 25 ft square, so 2); space: the size&apos;s space (Large 2, so 4).</source>
        <translation>footprint：在本地圖上佔據的格數（巨型及以下的單位都只佔一個 25 英尺方格，故為 2）；space：該體型的佔位（大型為 2，故為 4）。</translation>
    </message>
    <message>
        <source>forward_steps: each step into a front-side hex turns the mover to face it, sidesteps and backward steps keep the facing (B387); last_step: face the direction of the last step; keep: the old facing (turn by hand).</source>
        <translation>forward_steps：每一步走進前方六角格都會轉向該格，側步和後退保持朝向（B387）；last_step：面向最後一步的方向；keep：保持原朝向（手動轉向）。</translation>
    </message>
    <message>
        <source>full_round: a unit whose move actions cannot pay even one square may take a full-round action to move one square in any direction, whatever it costs, never into what blocks movement; none: it cannot.</source>
        <translation>整輪動作：移動動作連一格都付不起的單位，可用一個整輪動作向任意方向移動一格，無論其消耗多少，但不能進入阻擋移動之處；無：不能。</translation>
    </message>
    <message>
        <source>gm: the GM keeps count of the rounds in a token&apos;s inventory, Reload from the inventory always loads; counted: it loads only the rounds the token&apos;s carried lists (picked up, or set in the scenario) and spends them.</source>
        <translation>gm：標記物品欄中的彈藥由 GM 記數，從物品欄裝填總能裝上；counted：只裝填並消耗標記 carried 中列出的彈藥（拾起的或劇本中設定的）。</translation>
    </message>
    <message>
        <source>ends: a unit held by a grappler now disabled or unconscious (or gone from the map) is free as its next turn begins; holds: the grapple lasts until the unit escapes or is released.</source>
        <translation>ends：擒抱者已癱瘓或昏迷（或已離開地圖）時，被擒抱的部隊在其下一回合開始時脫身；holds：擒抱一直持續到部隊掙脫或被放開。</translation>
    </message>
    <message>
        <source>half: half the damage after DR (rounded down) when the object&apos;s stat unsuitable lists the weapon&apos;s damage type; none: no damage. A type in its stat suited deals double.</source>
        <translation>half：若物品的屬性 unsuitable 列有該武器的傷害類型，則扣除 DR 後傷害減半（無條件捨去）；none：不造成傷害。屬性 suited 中列出的類型造成雙倍傷害。</translation>
    </message>
    <message>
        <source>lost: once an enemy shares the target&apos;s square its cover (low wall, trees) is gone against every attacker, the shield&apos;s stays; inside_only: lost only against attackers in the square, a shooter outside still meets it.</source>
        <translation>lost：一旦敵人進入目標所在格，其掩蔽（矮牆、樹木）對所有攻擊者失效，盾牌掩蔽仍然有效；inside_only：只對同格內的攻擊者失效，格外的射手仍需考慮掩蔽。</translation>
    </message>
    <message>
        <source>next_turn: kept past the end of the turn it was taken in, lost at the end of the next; turn: lost as its turn ends. Lost at once when the target leaves sight.</source>
        <translation>next_turn：瞄準所在的回合結束後仍保留，到下一回合結束時失效；turn：該回合結束即失效。目標離開視線時立即失效。</translation>
    </message>
    <message>
        <source>none: the worse condition stands; step: each light wound worsens the condition one step.</source>
        <translation>none：保留較重的狀況；step：每次輕傷使狀況加重一級。</translation>
    </message>
    <message>
        <source>pooled: one double move, the squares of both pooled (2 x speed, a fraction dropped once at the end: 1.2 squares gives 2 squares), so a drag may spend both and enter a square costing 2; separate: each move action moves its own speed, its fraction lost (1.2 squares gives 1 square each).</source>
        <translation>合併：視為一次雙倍移動，兩個動作的格數合計（2 × 速度，只在最後捨去一次小數：1.2 格得 2 格），因此一次拖動可花掉兩個動作並進入消耗為 2 的格子；分開：每個移動動作各移動自己的速度，小數部分作廢（1.2 格每次得 1 格）。</translation>
    </message>
    <message>
        <source>seed: an enemy on the line changing position, moving (jump, climb) or attacking; any: any action there; none: only a dragged move.</source>
        <translation>seed：線上的敵人改變姿勢、移動（跳躍、攀爬）或攻擊；any：在線上的任何動作；none：只有拖曳移動。</translation>
    </message>
    <message>
        <source>sensed: anyone but a target that Sensed you (bumping into someone is the GM&apos;s story); sneaking: you must also be in Stealth; gm: not judged.</source>
        <translation>sensed：除已察覺你的目標外的任何人（撞上某人之類由 GM 敘述處理）；sneaking：你還必須處於潛行狀態；gm：不作判定。</translation>
    </message>
    <message>
        <source>sight: an enemy with clear sight (nothing blocking sight between) sees you; line_of_fire: an enemy with a line of fire that is not full cover.</source>
        <translation>sight：視線暢通（中間沒有東西遮擋視線）的敵人能看見你；line_of_fire：與你之間有射擊線、且不是完全掩護的敵人。</translation>
    </message>
    <message>
        <source>space: as many units as the rusher&apos;s size takes squares (Medium 1, Large 2, Huge 4), named in option targets; one: a single target at every size.</source>
        <translation>space：目標數等於衝撞者體型所佔格數（中型 1、大型 2、超大型 4），在地圖上按住 Ctrl 點選；one：任何體型都只有一個目標。</translation>
    </message>
    <message>
        <source>square: the same roll against the square as an immobile object (Dodge 5 + size of square_size; + 10); volley: the target&apos;s d20 + Dodge &gt;= AB + 12 dodges it; never: only hits suppress.</source>
        <translation>square：以同一次擲骰對抗該格，視其為無移動能力的物品（閃避 5 + 「方格作為物品的體型」的體型調整；+ 10）；volley：目標 d20 + 閃避 &gt;= AB + 12 即躲開；never：只有命中才造成干擾。</translation>
    </message>
    <message>
        <source>unless_broken: the loser of the opposed Shoot roll fires second unless the first shot broke it; unless_damaged: any damage from the first shot ends its overwatch, and with it the second shot.</source>
        <translation>unless_broken：對抗射擊檢定的輸家第二個開火，除非第一槍已令其崩潰；unless_damaged：第一槍造成任何傷害都會結束其戒備射擊，第二槍也隨之取消。</translation>
    </message>
    <message>
        <source>РК is rolled as 1dN + the Sequence stat at the start of the fight (the seed&apos;s example РК 25 fits 1d20 + 10..15); 0: РК is the Sequence stat.</source>
        <translation>戰鬥開始時 РК 擲 1dN + 行動次序屬性（原始規則的範例 РК 25 符合 1d20 + 10..15）；0：РК 直接等於 行動次序屬性。</translation>
    </message>
</context>
<context>
    <name>RuleOptionNames</name>
    <message>
        <source>A charge is blocked when its square is</source>
        <translation>衝鋒終點格被佔據的判定</translation>
    </message>
    <message>
        <source>A grapple when the grappler falls helpless</source>
        <translation>擒抱者失去行動能力時的擒抱</translation>
    </message>
    <message>
        <source>A miss suppresses when it hits the square</source>
        <translation>未命中但命中所在格即造成干擾</translation>
    </message>
    <message>
        <source>A picked-up weapon is in hand</source>
        <translation>拾起的武器拿在手上</translation>
    </message>
    <message>
        <source>A square&apos;s size as an object</source>
        <translation>方格作為物品的體型</translation>
    </message>
    <message>
        <source>A thrown item hit in flight</source>
        <translation>投擲物在空中被擊中</translation>
    </message>
    <message>
        <source>A weapon unsuited to an object deals</source>
        <translation>不合適的武器對物體造成</translation>
    </message>
    <message>
        <source>Acting on an Overwatch line sets it off</source>
        <translation>在戒備射擊線上行動會觸發射擊</translation>
    </message>
    <message>
        <source>Actions that provoke in a threatened square</source>
        <translation>在威脅範圍內引發藉機攻擊的動作</translation>
    </message>
    <message>
        <source>Ammo sixes buy extra hits</source>
        <translation>彈藥骰成功可換額外命中</translation>
    </message>
    <message>
        <source>An attack ends Stealth</source>
        <translation>攻擊會解除潛行</translation>
    </message>
    <message>
        <source>An unused aim lasts</source>
        <translation>未用的瞄準保持到</translation>
    </message>
    <message>
        <source>Banes that cannot be pushed</source>
        <translation>不可強推的厄兆</translation>
    </message>
    <message>
        <source>Burst penalty</source>
        <translation>連發減值</translation>
    </message>
    <message>
        <source>Charge length counts squares by</source>
        <translation>衝鋒距離按佔據格數計算</translation>
    </message>
    <message>
        <source>Condition at 0 HP</source>
        <translation>HP 為 0 時的狀態</translation>
    </message>
    <message>
        <source>Cover once enemies share the square</source>
        <translation>敵人同格後的掩蔽</translation>
    </message>
    <message>
        <source>Critical Miss from this d100 face</source>
        <translation>d100 點數達到此值即為大失敗</translation>
    </message>
    <message>
        <source>Critical Success on a roll at most Luck</source>
        <translation>擲骰不高於幸運即為大成功</translation>
    </message>
    <message>
        <source>Crowd density counts both sides</source>
        <translation>密度計入雙方單位</translation>
    </message>
    <message>
        <source>Defender rolls (full opposed rule)</source>
        <translation>防禦方擲骰對抗</translation>
    </message>
    <message>
        <source>Defenders retreat</source>
        <translation>防禦者後撤</translation>
    </message>
    <message>
        <source>Dual overwatch penalty</source>
        <translation>雙武器戒備射擊減值</translation>
    </message>
    <message>
        <source>Each further 2 AP repeats Focus</source>
        <translation>每多花 2 行動點可再疊加一次專注</translation>
    </message>
    <message>
        <source>Facing after a dragged move</source>
        <translation>拖曳移動後的朝向</translation>
    </message>
    <message>
        <source>Facing arcs</source>
        <translation>朝向弧區</translation>
    </message>
    <message>
        <source>Full auto may switch zones</source>
        <translation>全自動射擊可換區域</translation>
    </message>
    <message>
        <source>Handing over: both stand still</source>
        <translation>遞交物品時雙方不得移動</translation>
    </message>
    <message>
        <source>Help bonus</source>
        <translation>協助加值</translation>
    </message>
    <message>
        <source>Hidden initiative (redraw each round)</source>
        <translation>隱藏先攻（每輪重抽）</translation>
    </message>
    <message>
        <source>Hit chance cap (%)</source>
        <translation>命中率上限（%）</translation>
    </message>
    <message>
        <source>Initiative ties</source>
        <translation>先攻平手</translation>
    </message>
    <message>
        <source>Leaving melee reach provokes</source>
        <translation>離開近戰範圍會引發藉機攻擊</translation>
    </message>
    <message>
        <source>Light wounds accumulate</source>
        <translation>輕傷累積</translation>
    </message>
    <message>
        <source>Lighting takes (s)</source>
        <translation>點燃所需秒數</translation>
    </message>
    <message>
        <source>Melee-entry contest ties</source>
        <translation>進入方格攻擊的先攻平手</translation>
    </message>
    <message>
        <source>Mine radius (ft)</source>
        <translation>地雷半徑（英尺）</translation>
    </message>
    <message>
        <source>Minimum movement</source>
        <translation>最低移動</translation>
    </message>
    <message>
        <source>Moving a grappled unit: half speed</source>
        <translation>擒抱移動：半速</translation>
    </message>
    <message>
        <source>Mutual overwatch: who fires second</source>
        <translation>互相戒備射擊：後開火者</translation>
    </message>
    <message>
        <source>One Ready per reach step</source>
        <translation>每級觸及需一次準備</translation>
    </message>
    <message>
        <source>Open doors show only to those at the door</source>
        <translation>敞開的門只讓門邊的人看見</translation>
    </message>
    <message>
        <source>Overwatch arc (degrees)</source>
        <translation>戒備射擊角度</translation>
    </message>
    <message>
        <source>Overwatch watches squares near its line</source>
        <translation>戒備射擊監視射線旁的格子</translation>
    </message>
    <message>
        <source>Parry replaces Dodge in melee</source>
        <translation>近戰以擋格代替閃避</translation>
    </message>
    <message>
        <source>Physical conditions that break</source>
        <translation>崩潰所需的身體狀態數</translation>
    </message>
    <message>
        <source>Pushing costs a condition per bane</source>
        <translation>強推時每個厄兆造成一個狀態</translation>
    </message>
    <message>
        <source>Range bands without zones (m)</source>
        <translation>無區域時的距離級距（公尺）</translation>
    </message>
    <message>
        <source>Reserve ammunition</source>
        <translation>備用彈藥</translation>
    </message>
    <message>
        <source>Round 1.5 x ST up</source>
        <translation>1.5 倍力量無條件進位</translation>
    </message>
    <message>
        <source>Running breaks Stealth past (squares)</source>
        <translation>奔跑解除潛行的門檻（格）</translation>
    </message>
    <message>
        <source>SPECIAL check die</source>
        <translation>SPECIAL 檢定骰</translation>
    </message>
    <message>
        <source>Sneak Attack bonus (%)</source>
        <translation>偷襲加值（%）</translation>
    </message>
    <message>
        <source>Sneak Attack needs a successful Sneak</source>
        <translation>偷襲需要潛行成功</translation>
    </message>
    <message>
        <source>Suppression Fire: skill at most</source>
        <translation>壓制射擊：技能上限</translation>
    </message>
    <message>
        <source>Suppression lasts (rounds counted)</source>
        <translation>干擾持續輪數</translation>
    </message>
    <message>
        <source>Taking cover needs a Mobility roll</source>
        <translation>尋找掩護需擲機動</translation>
    </message>
    <message>
        <source>Targets always defend</source>
        <translation>目標總是主動防禦</translation>
    </message>
    <message>
        <source>Targets of one bull rush</source>
        <translation>一次衝撞的目標數</translation>
    </message>
    <message>
        <source>Targets parry when they can</source>
        <translation>能格擋就格擋</translation>
    </message>
    <message>
        <source>Toughness of Tiny and smaller</source>
        <translation>超小型及以下的強韌調整</translation>
    </message>
    <message>
        <source>Turn-order die (РК = 1dN + Sequence)</source>
        <translation>行動順序骰（РК = 1dN + Sequence）</translation>
    </message>
    <message>
        <source>Two Defends stack</source>
        <translation>兩次防守可疊加</translation>
    </message>
    <message>
        <source>Two move actions spent moving</source>
        <translation>兩個移動動作用於移動</translation>
    </message>
    <message>
        <source>Untimed long actions take (s)</source>
        <translation>未定時長時間行動所需秒數</translation>
    </message>
    <message>
        <source>Volley remainder</source>
        <translation>齊射餘數</translation>
    </message>
    <message>
        <source>Weight crowds by size</source>
        <translation>按體型計算密度</translation>
    </message>
    <message>
        <source>When a position is obvious</source>
        <translation>何時位置一目了然</translation>
    </message>
    <message>
        <source>Who is unaware of a pickpocket</source>
        <translation>誰不會察覺扒竊</translation>
    </message>
    <message>
        <source>Who sees a sneaking token</source>
        <translation>誰能看見潛行的標記</translation>
    </message>
</context>
<context>
    <name>RuleOptionsDialog</name>
    <message>
        <source>Rules Options</source>
        <translation>規則選項</translation>
    </message>
    <message>
        <source>House rules of this battle, saved with it. Each change can be undone.</source>
        <translation>本場戰鬥的房規，隨戰鬥一起儲存。每項變更都可復原。</translation>
    </message>
</context>
<context>
    <name>ScreenWidthDialog</name>
    <message>
        <source>Projector Screen Width</source>
        <extracomment>A first guess when nothing was entered: a 2 m wide picture, a common projection on a table.</extracomment>
        <translation>投影螢幕寬度</translation>
    </message>
    <message>
        <source>Measure the width of the picture on {screen} ({pixels} pixels wide), where the players see it, and enter it once. One Inch per Cell then draws each cell one inch wide there.</source>
        <translation>測量 {screen}（{pixels} 像素寬）上玩家所見畫面的寬度並輸入一次。之後「每格一英吋」會把每格畫成一英吋寬。</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>公分</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>英吋</translation>
    </message>
    <message>
        <source>Visible &amp;width</source>
        <translation>可見寬度(&amp;W)</translation>
    </message>
    <message>
        <source>{ppi} pixels per inch</source>
        <translation>每英吋 {ppi} 像素</translation>
    </message>
</context>
<context>
    <name>SidesDialog</name>
    <message>
        <source>Person</source>
        <extracomment>Who plays a side and how a computer side fights, as the file spells them, with their words.</extracomment>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>Aggressive</source>
        <translation>激進</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>穩健</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>謹慎</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>陣營</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>陣營</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>操作者</translation>
    </message>
    <message>
        <source>Temperament</source>
        <translation>風格</translation>
    </message>
    <message>
        <source>The battle has no sides yet: place a token first.</source>
        <extracomment>Side id -&gt; (name, played by, temperament) widgets of its row.</extracomment>
        <translation>戰鬥中還沒有陣營：請先放置一個棋子。</translation>
    </message>
</context>
<context>
    <name>TargetPicks</name>
    <message>
        <source>Further targets: none (Ctrl+click to add)</source>
        <translation>其他目標：無（按住 Ctrl 按一下以加入）</translation>
    </message>
    <message>
        <source>Further targets: {names}</source>
        <translation>其他目標：{names}</translation>
    </message>
    <message>
        <source>{action}: {picked}. Ctrl+click a token to add or remove it; click the main target to act, Escape to stop.</source>
        <translation>{action}：{picked}。按住 Ctrl 按一下標記以加入或移除；按一下主要目標以執行，按 Esc 停止。</translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>Open ground</source>
        <translation>開闊地</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>牆</translation>
    </message>
    <message>
        <source>Low wall</source>
        <translation>矮牆</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>崎嶇地</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>門</translation>
    </message>
    <message>
        <source>Open door</source>
        <translation>敞開的門</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>水域</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>樹林</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>尖木樁</translation>
    </message>
    <message>
        <source>Shallow water</source>
        <translation>淺水</translation>
    </message>
    <message>
        <source>Deep water</source>
        <translation>深水</translation>
    </message>
    <message>
        <source>Low fence</source>
        <translation>矮柵欄</translation>
    </message>
    <message>
        <source>Debris</source>
        <translation>瓦礫</translation>
    </message>
    <message>
        <source>Motion-sensor door</source>
        <translation>感應門</translation>
    </message>
    <message>
        <source>Open motion-sensor door</source>
        <translation>敞開的感應門</translation>
    </message>
    <message>
        <source>Bad footing</source>
        <translation>不良立足點</translation>
    </message>
    <message>
        <source>Stone wall</source>
        <translation>石牆</translation>
    </message>
    <message>
        <source>Wooden wall (low)</source>
        <translation>矮木牆</translation>
    </message>
    <message>
        <source>Cluttered</source>
        <translation>雜亂</translation>
    </message>
    <message>
        <source>Wooden door</source>
        <translation>木門</translation>
    </message>
    <message>
        <source>Locked wooden door</source>
        <translation>上鎖的木門</translation>
    </message>
    <message>
        <source>Locked reinforced door</source>
        <translation>上鎖的強化門</translation>
    </message>
    <message>
        <source>Broken door</source>
        <translation>破損的門</translation>
    </message>
    <message>
        <source>Tree trunks</source>
        <translation>樹幹</translation>
    </message>
    <message>
        <source>Furniture</source>
        <translation>家具</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>partial</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>不可通行</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>cost x{n}</source>
        <translation>消耗 x{n}</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>遮擋</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>通暢</translation>
    </message>
</context>
<context>
    <name>TerrainWords</name>
    <message>
        <source>objective</source>
        <extracomment>A zone&apos;s tags the systems read (Year Zero&apos;s zone features, the d20 objective).</extracomment>
        <translation>目標</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>黑暗</translation>
    </message>
    <message>
        <source>dim light</source>
        <translation>昏暗</translation>
    </message>
    <message>
        <source>cramped</source>
        <translation>狹窄</translation>
    </message>
    <message>
        <source>cluttered</source>
        <translation>雜亂</translation>
    </message>
    <message>
        <source>surface: {value}</source>
        <extracomment>A ruleset&apos;s own terrain fields (the system reads them): &quot;{value}&quot; is the field&apos;s value in words.</extracomment>
        <translation>地面：{value}</translation>
    </message>
    <message>
        <source>hopping over: {value} AP</source>
        <translation>翻越：{value}行動點</translation>
    </message>
    <message>
        <source>opening: {value} AP</source>
        <translation>開啟：{value}行動點</translation>
    </message>
    <message>
        <source>opens for a moving token: {value}</source>
        <translation>有棋子移動時自動開啟：{value}</translation>
    </message>
    <message>
        <source>opened or closed: {value}</source>
        <translation>開關後變為：{value}</translation>
    </message>
    <message>
        <source>cover rating {value}</source>
        <translation>掩護等級{value}</translation>
    </message>
    <message>
        <source>mobility roll to cross: {value}</source>
        <translation>穿越需機動檢定：{value}</translation>
    </message>
    <message>
        <source>damage to break: {value}</source>
        <translation>破壞所需傷害：{value}</translation>
    </message>
    <message>
        <source>door armour {value}</source>
        <translation>門的護甲{value}</translation>
    </message>
    <message>
        <source>locked: {value}</source>
        <translation>上鎖：{value}</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>鬆軟</translation>
    </message>
    <message>
        <source>sharp</source>
        <translation>尖銳</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>TokenDialog</name>
    <message>
        <source>Edit {name}</source>
        <extracomment>Largest count a group token may be given in the dialog. Picture files the file picker offers (what QImage reads everywhere).</extracomment>
        <translation>編輯{name}</translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation>對玩家隱藏</translation>
    </message>
    <message>
        <source>No image: the coloured disc</source>
        <translation>無圖片：彩色圓盤</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>選擇...</translation>
    </message>
    <message>
        <source>No image</source>
        <translation>無圖片</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Label</source>
        <translation>標籤(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Side</source>
        <translation>陣營(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Count</source>
        <translation>數量(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Posture</source>
        <translation>姿勢(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Facing</source>
        <translation>朝向(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Image</source>
        <translation>圖片(&amp;I)</translation>
    </message>
    <message>
        <source>Token image</source>
        <translation>標記圖片</translation>
    </message>
    <message>
        <source>Images ({patterns})</source>
        <translation>圖片 ({patterns})</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>Round {round}</source>
        <extracomment>The headline&apos;s type as a share of the view&apos;s height, and its bounds (pixels). The budget line&apos;s type, as a share of the headline&apos;s. Room left and right of the text (pixels).</extracomment>
        <translation>第 {round} 輪</translation>
    </message>
    <message>
        <source>Round {round} · {name} ({side})</source>
        <translation>第 {round} 輪 · {name}（{side}）</translation>
    </message>
    <message>
        <source>{left} left</source>
        <translation>剩餘 {left}</translation>
    </message>
</context>
<context>
    <name>TurnDock</name>
    <message>
        <source>Turn Order</source>
        <extracomment>The widest the list grows to fit its rows (px); longer rows scroll sideways. A row was clicked: its token id (the window selects the token and centres the map on it).</extracomment>
        <translation>行動順序</translation>
    </message>
    <message>
        <source>Next &amp;Turn</source>
        <translation>下一回合(&amp;T)</translation>
    </message>
    <message>
        <source>Next R&amp;ound</source>
        <translation>下一輪(&amp;O)</translation>
    </message>
    <message>
        <source>Roll &amp;Initiative</source>
        <translation>擲先攻(&amp;I)</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第 {n} 輪</translation>
    </message>
    <message>
        <source>{name}  ({left} left)</source>
        <translation>{name}  （剩餘 {left}）</translation>
    </message>
    <message>
        <source>{initiative} · {row}</source>
        <translation>{initiative} · {row}</translation>
    </message>
</context>
</TS>
