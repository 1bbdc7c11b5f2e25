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
        <translation>把{name}拖到要去的位置。</translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <source>Background image</source>
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
    <name>Conditions</name>
    <message>
        <source>bleeding</source>
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
        <source>Show to Players</source>
        <translation>對玩家顯示</translation>
    </message>
    <message>
        <source>Hide from Players</source>
        <translation>對玩家隱藏</translation>
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
        <source>Add to Zone</source>
        <translation>加入區域</translation>
    </message>
    <message>
        <source>Remove from Zone {zone}</source>
        <translation>從區域{zone}移除</translation>
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
        <source>weapon {field}</source>
        <translation>武器的 {field}</translation>
    </message>
    <message>
        <source>{cost} from next turn</source>
        <translation>{cost}（由下一回合支付）</translation>
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
        <extracomment>Item data role holding the stat key of an editable stat row.</extracomment>
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
        <source>Posture</source>
        <translation>姿勢</translation>
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
        <source>; mine armed at {cell}</source>
        <translation>；地雷已在 {cell} 布設</translation>
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
        <source>Painted {n} cell {terrain}</source>
        <translation>已將 {n} 格繪製為{terrain}</translation>
    </message>
    <message>
        <source>Painted {n} cells {terrain}</source>
        <translation>已將 {n} 格繪製為{terrain}</translation>
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
        <source>an opportunity attack</source>
        <translation>藉機攻擊</translation>
    </message>
    <message>
        <source>crossing the line of fire</source>
        <translation>穿過火線</translation>
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
        <source>hit</source>
        <translation>命中</translation>
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
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <source>not suppressed further</source>
        <translation>未被進一步壓制</translation>
    </message>
    <message>
        <source>overwatch fire</source>
        <translation>戒備射擊</translation>
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
        <source>suppressed {added} (now {total})</source>
        <translation>壓制 {added}（現為 {total}）</translation>
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
        <source>{n} shot</source>
        <translation>{n} 發</translation>
    </message>
    <message>
        <source>{n} shots</source>
        <translation>{n} 發</translation>
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
        <source>{target} hit by {who}: {details}</source>
        <translation>{target}被{who}命中：{details}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {roll}{most}{dr} = {damage} damage vs Toughness {toughness}: {condition}{suppressed}</source>
        <translation>{target}被{who}命中：{roll}{most}{dr} = {damage} 點傷害，對抗韌性 {toughness}：{condition}{suppressed}</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{who} attacks {target}{weapon}: {roll}{defence}; rolled {faces} on {dice}: {result}{square}</source>
        <translation>{who}攻擊{target}{weapon}：{roll}{defence}；{dice} 擲出 {faces}：{result}{square}</translation>
    </message>
    <message>
        <source>{who} counts aloud: “{said}”</source>
        <translation>{who}大聲數著：「{said}」</translation>
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
        <source>{who} provoke {kind} from {by} at {cell} ({action})</source>
        <translation>{who}在 {cell} 引發{by}的{kind}（{action}）</translation>
    </message>
    <message>
        <source>{who} provokes {kind} from {by} at {cell} ({action})</source>
        <translation>{who}在 {cell} 引發{by}的{kind}（{action}）</translation>
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
        <source>{who} shown to the players</source>
        <translation>{who}已向玩家顯示</translation>
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
        <source>{who} waits (trigger: {trigger})</source>
        <translation>{who}等待（觸發條件：{trigger}）</translation>
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
        <source>Aiming from {name}: point at a target, click to act, Escape to stop.</source>
        <extracomment>The options form of the action being taken, while it is open (see action_menu.take).</extracomment>
        <translation>從{name}瞄準：指向目標，按一下執行，按 Esc 停止。</translation>
    </message>
    <message>
        <source>{action}: click a cell, Escape to stop.</source>
        <translation>{action}：按一下一個格子，按 Esc 停止。</translation>
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
        <source>{name}[*] - Battlemap {version}</source>
        <translation>{name}[*] - Battlemap {version}</translation>
    </message>
    <message>
        <source>{ruleset} - {kind} {cols}x{rows}, {cell} {unit} per cell - {n} tokens</source>
        <translation>{ruleset} - {kind} {cols}x{rows}，每格 {cell} {unit} - {n} 個標記</translation>
    </message>
    <message>
        <source>token images not found: {files}</source>
        <translation>找不到標記圖片：{files}</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Undo</source>
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
        <source>From a &amp;sample</source>
        <translation>從範例(&amp;S)</translation>
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
        <source>Sample</source>
        <translation>範例</translation>
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
    <name>OddsDock</name>
    <message>
        <source>Odds</source>
        <translation>機率</translation>
    </message>
    <message>
        <source>chance (%)</source>
        <translation>機率 (%)</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>結果</translation>
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
        <source>no weapon</source>
        <translation>無武器</translation>
    </message>
    <message>
        <source>{weapon}: {cover}, {range}</source>
        <translation>{weapon}：{cover}，{range}</translation>
    </message>
</context>
<context>
    <name>OptionHints</name>
    <message>
        <source>a turn-order score below yours</source>
        <extracomment>Every hint the document gives (context &quot;OptionHints&quot;).</extracomment>
        <translation>低於你的行動順序值</translation>
    </message>
    <message>
        <source>ammo dice, at most RoF and rounds - 1</source>
        <translation>彈藥骰，最多為射速與彈數 - 1</translation>
    </message>
    <message>
        <source>at least 1 (blank: a full load)</source>
        <translation>至少 1（留空：裝滿）</translation>
    </message>
    <message>
        <source>b,c+1: extra hits on the same target or zone</source>
        <translation>b,c+1：對同一目標或區域的額外命中</translation>
    </message>
    <message>
        <source>blank: the usual one; ready: {ready}</source>
        <translation>留空：通常的那件；已備妥：{ready}</translation>
    </message>
    <message>
        <source>bleeding, burning, dazed, stunned or unconscious (blank: the Medicine check)</source>
        <translation>流血、燃燒、暈眩、震懾或昏迷（留空：醫療檢定）</translation>
    </message>
    <message>
        <source>engineering or sleight_of_hand</source>
        <translation>engineering（工程）或 sleight_of_hand（妙手）</translation>
    </message>
    <message>
        <source>facing at the end (0-5)</source>
        <translation>結束時的朝向（0-5）</translation>
    </message>
    <message>
        <source>further targets after the first: ids, comma separated</source>
        <translation>第一個之後的其他目標：ID，用逗號分隔</translation>
    </message>
    <message>
        <source>one of {tasks}</source>
        <translation>以下之一：{tasks}</translation>
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
        <source>the item, by id</source>
        <translation>物品的 ID</translation>
    </message>
    <message>
        <source>the roll the task needs, if any</source>
        <translation>該任務所需的擲骰（如有）</translation>
    </message>
    <message>
        <source>the second line&apos;s cell: col,row</source>
        <translation>第二條線的格子：欄,列</translation>
    </message>
    <message>
        <source>yes to push the roll</source>
        <translation>填 yes 以強推檢定</translation>
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
        <source>Leave a line blank for the usual choice.</source>
        <translation>留空一行即使用通常的選擇。</translation>
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
    <name>PlayerView</name>
    <message>
        <source>{name} ({w}x{h} at {x},{y})</source>
        <translation>{name}（{w}x{h}，位於 {x},{y}）</translation>
    </message>
    <message>
        <source>{name} - Players</source>
        <extracomment>The window was closed (by the GM&apos;s menu or its own close button).</extracomment>
        <translation>{name} - 玩家</translation>
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
        <extracomment>Code -&gt; sentence with {parameters}; marked for translation, translated when shown.</extracomment>
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
        <source>there is no zone {zone}</source>
        <translation>沒有區域 {zone}</translation>
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
        <source>{what} by {who} ({why}, step {step})</source>
        <translation>{who}的{what}（{why}，第 {step} 步）</translation>
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
    <name>TurnDock</name>
    <message>
        <source>Turn Order</source>
        <extracomment>The widest the list grows to fit its rows (px); longer rows scroll sideways.</extracomment>
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
</context>
</TS>
