import { Modal } from 'antd';
import { useState } from 'react';

/** The whole of a long cell value; loaded on the first 'more' click. */
export function FullTextModal({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} title={title} onCancel={() => setOpen(false)} afterClose={onClose} footer={null}>
      <p className="show-more__full">{text}</p>
    </Modal>
  );
}
